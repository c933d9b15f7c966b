// Work in progress during this session: replaced before the issue closes.
export default function ServicePage() {
  return <h1>ServicePage</h1>;
}
