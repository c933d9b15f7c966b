// Work in progress during this session: replaced before the issue closes.
export default function BlogDetailsPage() {
  return <h1>BlogDetailsPage</h1>;
}
