// Work in progress during this session: replaced before the issue closes.
export default function PortfolioPage() {
  return <h1>PortfolioPage</h1>;
}
