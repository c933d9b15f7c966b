// Work in progress during this session: replaced before the issue closes.
export default function CaseStudyPage() {
  return <h1>CaseStudyPage</h1>;
}
