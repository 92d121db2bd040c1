import type { PageThemeShape } from '../../domain/app/page-themes';

// White, partly see-through shapes drawn over a banner's colours (1368 × 400, scaled to the banner).
const SHAPE_MARKUP: Readonly<Record<PageThemeShape, string>> = {
  wave:
    "<path d='M0 260C220 180 420 330 700 250S1150 120 1368 190V400H0Z' fill-opacity='.18'/>" +
    "<path d='M0 330C260 260 470 380 760 320S1180 230 1368 290V400H0Z' fill-opacity='.14'/>" +
    "<path d='M520 0C640 90 880 120 1080 70S1300 0 1368 20V0Z' fill-opacity='.12'/>",
  wave2:
    "<path d='M0 400V210C180 260 330 120 560 150S1000 330 1368 220V400Z' fill-opacity='.16'/>" +
    "<path d='M0 400V300C240 250 420 360 700 330S1160 200 1368 260V400Z' fill-opacity='.14'/>",
  round:
    "<circle cx='1210' cy='70' r='300' fill-opacity='.14'/>" +
    "<circle cx='760' cy='440' r='300' fill-opacity='.12'/>" +
    "<circle cx='1000' cy='360' r='380' fill-opacity='.08'/>",
};

/** The shape as a CSS image, to be layered over the banner's gradient. */
export const pageThemeShapeImage = (shape: PageThemeShape): string => {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1368 400' preserveAspectRatio='none' fill='white'>${SHAPE_MARKUP[shape]}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
};
