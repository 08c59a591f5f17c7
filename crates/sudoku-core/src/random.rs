//! The engine's random draws, from an injected RNG and with 32-bit draws only, so a seed gives
//! the same puzzle on every platform (native and wasm32 alike).

/// A uniform index below `n`, from one 32-bit draw (multiply-shift: no platform-sized
/// integers, no modulo bias worth the name for the small `n` the engine draws from).
pub(crate) fn below<R: rand::Rng + ?Sized>(n: usize, rng: &mut R) -> usize {
    ((u64::from(rng.next_u32()) * n as u64) >> 32) as usize
}

/// Shuffles `items` (Fisher–Yates with [`below`]).
pub(crate) fn shuffle<T, R: rand::Rng + ?Sized>(items: &mut [T], rng: &mut R) {
    for i in (1..items.len()).rev() {
        items.swap(i, below(i + 1, rng));
    }
}
