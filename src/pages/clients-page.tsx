// Work in progress during this session: replaced before the issue closes.
export default function ClientsPage() {
  return <h1>ClientsPage</h1>;
}
