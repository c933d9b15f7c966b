// Work in progress during this session: replaced before the issue closes.
export default function AboutPage() {
  return <h1>AboutPage</h1>;
}
