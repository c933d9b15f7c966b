import Button from 'react-bootstrap/Button';

/** Send Details; disabled and showing "Sending…" while a request is on its way. */
export function SubmitButton({ sending }: { sending: boolean }) {
  return (
    <Button type="submit" variant="primary" size="lg" className="enquiry-form__submit" disabled={sending}>
      {sending ? (
        <>
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          Sending…
        </>
      ) : (
        'Send Details'
      )}
    </Button>
  );
}
