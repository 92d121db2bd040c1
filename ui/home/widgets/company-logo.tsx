import { useTexts } from '../../app/queries';
import { homeTexts } from '../../../domain/home/translations';

/** The configured company logo (home.companyLogo), or Portico's mark. */
export const CompanyLogo = ({ logo }: { readonly logo: { readonly url: string; readonly alt: string } | undefined }) =>
  {
  const homeMessages = useTexts(homeTexts);
  return logo ? (
    <img className="portico-home__logo" src={logo.url} alt={logo.alt} />
  ) : (
    <svg className="portico-home__logo" role="img" aria-label={homeMessages.companyLogo} viewBox="0 0 64 64" width={56} height={56}>
      <rect x="4" y="4" width="56" height="56" rx="12" fill="#2d72d2" />
      <path d="M16 48V18h20a10 10 0 0 1 0 20H24" fill="none" stroke="#ffffff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="46" cy="46" r="4" fill="#ffffff" />
    </svg>
  );
};
