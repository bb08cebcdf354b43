/** SPEC §9: the watermark is light white on the dark theme, light black otherwise. */
export const watermarkColor = (theme: 'light' | 'dark') => (theme === 'dark' ? 'rgba(255, 255, 255, 0.15)' : 'rgba(0, 0, 0, 0.15)');

/** How strongly the logo shows in the watermark, to match the text's 15%. */
export const WATERMARK_ALPHA = 0.15;
