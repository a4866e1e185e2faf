/** The savings model lives in shared/pricing (the web's live preview runs the same module). */
export * from '../../../shared/pricing/savings.js';
