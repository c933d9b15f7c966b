import type { ContactChannel } from '@/content/enquiry-pages';
import { ExternalLink } from '@/components/ui/external-link';

/** A list of ways to reach the company: label, then a link (mail, phone, chat) or plain text. */
export function ContactDetails({ channels }: { channels: readonly ContactChannel[] }) {
  return (
    <dl className="contact-details">
      {channels.map((channel) => (
        <div key={channel.label} className="contact-details__item">
          <dt>{channel.label}</dt>
          <dd>
            {!channel.href ? (
              channel.text
            ) : channel.external ? (
              <ExternalLink href={channel.href}>{channel.text}</ExternalLink>
            ) : (
              <a href={channel.href}>{channel.text}</a>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
