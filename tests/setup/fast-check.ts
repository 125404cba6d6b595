import fc from 'fast-check'

/**
 * Property tests are reproducible in CI and exploratory on a laptop: CI (CI set) runs every
 * property with one fixed seed, so a red run is the code's fault and not the draw's; locally each
 * run draws a fresh seed, and a failure prints it ("seed: …, path: …"). Replay it with FC_SEED=<seed>.
 */
const CI_SEED = 20_261_127

const fromEnv = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
const seed = fromEnv ?? (process.env.CI ? CI_SEED : undefined)
if (seed !== undefined && Number.isInteger(seed)) fc.configureGlobal({ ...fc.readConfigureGlobal(), seed })
