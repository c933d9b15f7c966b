// Work in progress during this session: replaced before the issue closes.
export default function PortfolioDetailPage() {
  return <h1>PortfolioDetailPage</h1>;
}
