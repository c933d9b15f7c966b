// Work in progress during this session: replaced before the issue closes.
export default function CareersPage() {
  return <h1>CareersPage</h1>;
}
