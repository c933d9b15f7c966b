// Work in progress during this session: replaced before the issue closes.
export default function ContactPage() {
  return <h1>ContactPage</h1>;
}
