import { act, render, screen } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { paths } from '@/config/paths';
import { footerBanner } from '@/content/navigation';
import CaseStudyPage from './case-study-page';
import NotFoundPage from './not-found-page';
import PortfolioDetailPage from './portfolio-detail-page';
import { Footer } from '@/components/layout/footer';

/** A project or case-study page with the footer beside it, as the layout puts them. */
function renderPageAndFooter(route: string) {
  const withFooter = (page: React.ReactNode) => (
    <>
      <main>{page}</main>
      <Footer />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: paths.portfolioDetail.pattern, element: withFooter(<PortfolioDetailPage />) },
      { path: paths.caseStudy.pattern, element: withFooter(<CaseStudyPage />) },
      { path: '*', element: withFooter(<NotFoundPage />) },
    ],
    { initialEntries: [route] },
  );
  render(
    <HelmetProvider>
      <RouterProvider router={router} />
    </HelmetProvider>,
  );
  return router;
}

const bannerTitle = () => screen.getByRole('heading', { level: 2, name: /free consultation/ }).textContent;

describe('Footer: the closing banner', () => {
  it('closes a project and a case study with the invitation about our work', () => {
    renderPageAndFooter(paths.portfolioDetail('ca-website'));
    expect(bannerTitle()).toBe(footerBanner.work.title);
  });

  it('closes an unknown project or case study with the general invitation, as 404.html does, and the work one once a real project shows', async () => {
    const router = renderPageAndFooter(paths.portfolioDetail('nope'));
    expect(screen.getByRole('heading', { level: 1, name: 'Project not found' })).toBeInTheDocument();
    expect(bannerTitle()).toBe(footerBanner.elsewhere.title);
    await act(() => router.navigate(paths.caseStudy('nope')));
    expect(screen.getByRole('heading', { level: 1, name: 'Case study not found' })).toBeInTheDocument();
    expect(bannerTitle()).toBe(footerBanner.elsewhere.title);
    // An address under a list that matches no route at all gets the general Not Found page.
    await act(() => router.navigate('/portfolio/ca-website/extra'));
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeInTheDocument();
    expect(bannerTitle()).toBe(footerBanner.elsewhere.title);
    // Leaving the Not Found page lifts its mark.
    await act(() => router.navigate(paths.portfolioDetail('ca-website')));
    expect(bannerTitle()).toBe(footerBanner.work.title);
  });
});
