// Work in progress during this session: replaced before the issue closes.
export default function BlogPage() {
  return <h1>BlogPage</h1>;
}
