export const caseStudies: { pageUrl: string }[] = [];
