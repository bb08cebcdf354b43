/** What the composition root tells the shell about the product's screens. */
export const shellOptions = {
  /** The component path of the personal-centre screen the user menu opens, if any. */
  profileComponent: '' as string,
  /** Where the header's document link points. */
  documentUrl: '' as string,
};

export function configureShell(options: Partial<typeof shellOptions>) {
  Object.assign(shellOptions, options);
}
