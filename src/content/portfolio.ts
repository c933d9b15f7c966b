export const portfolio: { slug: string }[] = [];
