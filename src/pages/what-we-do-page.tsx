// Work in progress during this session: replaced before the issue closes.
export default function WhatWeDoPage() {
  return <h1>WhatWeDoPage</h1>;
}
