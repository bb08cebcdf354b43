export const FIELDS = Array.from({ length: 20 }, (_, i) => `f${String(i).padStart(2, '0')}`);
