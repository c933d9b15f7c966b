// Work in progress during this session: replaced before the issue closes.
export default function CaseStudiesPage() {
  return <h1>CaseStudiesPage</h1>;
}
