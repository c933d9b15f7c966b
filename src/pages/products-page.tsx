// Work in progress during this session: replaced before the issue closes.
export default function ProductsPage() {
  return <h1>ProductsPage</h1>;
}
