// Work in progress during this session: replaced before the issue closes.
export default function QuotePage() {
  return <h1>QuotePage</h1>;
}
