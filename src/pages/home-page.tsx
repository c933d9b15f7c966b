// Work in progress during this session: replaced before the issue closes.
export default function HomePage() {
  return <h1>HomePage</h1>;
}
