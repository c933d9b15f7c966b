// Work in progress during this session: replaced before the issue closes.
export default function ProductPage() {
  return <h1>ProductPage</h1>;
}
