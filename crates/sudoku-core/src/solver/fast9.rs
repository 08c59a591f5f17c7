//! The 9×9 fast path. Candidates are kept per digit and per band of three rows as 27-bit words
//! (in the manner of JCZSolve and fsss2), so one table lookup settles a digit's rows against its
//! boxes within a band, and a column fold does the same for the stacks. That covers pointing,
//! claiming and every hidden single. Naked singles come from counting candidates across the nine
//! digit words of a band bit-slice by bit-slice. Before a guess, the intersection rules reason
//! across digits (`intersections`), and the guess itself prefers a digit with two ways left in a
//! band or stack (`guess`). Work is driven by dirty bits: a word is revisited only when it
//! changed, a digit's stacks only when its columns changed. The whole position is about 220
//! bytes of plain integers, so a guess is one copy.

mod givens;
mod guess;
mod intersections;
mod random;
mod tables;

pub(crate) use random::random_grid9;

use givens::by_value;
use guess::Guess;

use tables::{
    box_mask, columns, row_mask, row_singles, stack_index, triads, BAND, BAND_ALLOWED,
    PERMUTATIONS, ROWS, STACK_ALLOWED,
};

use super::Stats;

/// The fewest open cells for which the intersection rules are worth applying.
const INTERSECTIONS_FROM: u32 = 40;

/// The nine digits, one bit each.
const DIGITS: u16 = 0x1ff;

/// One position.
#[derive(Clone, Copy)]
struct State {
    /// Where each digit may go: `cand[b][d]` for digit `d` (0–8) in band `b`, bit `9 * r + c`
    /// for row `r` of the band and column `c`. A settled cell keeps its digit.
    cand: [[u32; 9]; 3],
    /// The settled cells of each band: their digit is known and gone from the other digits.
    solved: [u32; 3],
    /// Words (bit `9 * b + d`) that changed since their last band update.
    dirty: u32,
    /// The triads of each word at its last band update (bit `3 * r + k`: row `r`, box `k`).
    triads: [[u16; 9]; 3],
    /// The columns of each digit as of the last band update of each of its words, band `b` at
    /// bit `9 * b`.
    folds: [u32; 9],
    /// Digits whose columns changed since their last stack update.
    stale: u16,
}

impl State {
    /// The position of `givens` (0 empty, 1–9 digits), or `None` if a given is out of range.
    /// Givens that conflict are left for the first propagation to find.
    fn new(givens: &[u8; 81]) -> Option<State> {
        let by_value = by_value(givens)?;
        let given = by_value.map(|band| BAND & !band[0]);
        let own: [[u32; 9]; 3] = by_value.map(|band| std::array::from_fn(|d| band[d + 1]));
        // Each digit leaves the cells of other givens and the rows, columns and boxes of its
        // own, all in one pass; the first propagation settles the givens.
        let mut cand = [[0u32; 9]; 3];
        for d in 0..9 {
            let cols = columns(own[0][d] | own[1][d] | own[2][d]) * ROWS;
            for b in 0..3 {
                let mine = own[b][d];
                let rows = row_mask(mine);
                let boxes = box_mask(mine);
                cand[b][d] = (BAND & !given[b] & !rows & !cols & !boxes) | mine;
            }
        }
        Some(State {
            cand,
            solved: [0; 3],
            dirty: (1 << 27) - 1,
            triads: [[0x1ff; 9]; 3],
            folds: [BAND; 9],
            stale: DIGITS,
        })
    }

    /// Puts digit `d` in the cell `bit` of band `b`: the digit leaves the rest of the row, and
    /// the other digits leave the cell. The band updates do the rest.
    fn place(&mut self, b: usize, bit: u32, d: usize) {
        let row = 0x1ff << (9 * (bit.trailing_zeros() / 9));
        self.cand[b][d] &= !row | bit;
        self.take(b, bit, d);
        self.dirty |= 1 << (9 * b + d);
    }

    /// Takes the cells `cells` of band `b` from every digit but `d`, marking the words that
    /// changed. Branch-free: all nine words are rewritten.
    #[inline(always)]
    fn take(&mut self, b: usize, cells: u32, d: usize) {
        let words = &mut self.cand[b];
        let keep = words[d];
        let mut changed = 0;
        for (e, word) in words.iter_mut().enumerate() {
            let old = *word;
            *word = old & !cells;
            changed |= u32::from(*word != old) << e;
        }
        words[d] = keep;
        self.dirty |= (changed & !(1 << d)) << (9 * b);
    }

    /// Removes digit `d` from the cell `bit` of band `b`.
    fn remove(&mut self, b: usize, bit: u32, d: usize) {
        self.cand[b][d] &= !bit;
        self.dirty |= 1 << (9 * b + d);
    }

    /// Settles the rows of word `i` (band `i / 9`, digit `i % 9`) against its boxes, then
    /// settles the cells it has alone in a row, taking them from the other digits. Marks the
    /// digit for a stack update when its columns changed. False on a contradiction.
    fn update_band(&mut self, i: usize) -> bool {
        let (b, d) = (i / 9, i % 9);
        let word = self.cand[b][d];
        let set = triads(word);
        let kept = word & BAND_ALLOWED[set];
        if kept == 0 {
            return false;
        }
        self.cand[b][d] = kept;
        self.triads[b][d] = PERMUTATIONS[set];
        let cols = columns(kept);
        let old = self.folds[d] >> (9 * b) & 0x1ff;
        // Branch-free: whether the columns changed is hard to predict.
        self.folds[d] ^= (cols ^ old) << (9 * b);
        self.stale |= u16::from(cols != old) << d;
        let new = row_singles(kept) & !self.solved[b];
        if new != 0 {
            self.solved[b] |= new;
            self.take(b, new, d);
        }
        true
    }

    /// Settles the columns of digit `d` against its boxes in each stack. False on a
    /// contradiction.
    fn update_stacks(&mut self, d: usize) -> bool {
        let folds = self.folds[d];
        let allowed = STACK_ALLOWED[stack_index(folds, 0)]
            | STACK_ALLOWED[stack_index(folds, 1)] << 3
            | STACK_ALLOWED[stack_index(folds, 2)] << 6;
        self.folds[d] = folds & allowed;
        // Branch-free, as whether a band loses columns is hard to predict.
        let mut empty = false;
        for b in 0..3 {
            let word = self.cand[b][d];
            let kept = word & ((allowed >> (9 * b) & 0x1ff) * ROWS);
            empty |= kept == 0;
            self.cand[b][d] = kept;
            self.dirty |= u32::from(kept != word) << (9 * b + d);
        }
        !empty
    }

    /// Places every naked single of the position; returns `None` on a contradiction (a cell
    /// without candidates, or two cells of a row left with the same digit), else whether any
    /// was placed. Called at a fixed point of the band and stack rules: there, if no open cell
    /// has two candidates, the candidates already form a solution (each digit has one cell per
    /// row, and the rules leave those cells on distinct boxes and columns), so the position is
    /// marked solved at once instead of settling its last cells one by one.
    fn naked_singles(&mut self) -> Option<bool> {
        let mut counts = [(0, 0); 3];
        let mut crowded = 0;
        for (b, count) in counts.iter_mut().enumerate() {
            let (mut once, mut twice) = (0, 0);
            for &word in &self.cand[b] {
                twice |= once & word;
                once |= word;
            }
            let open = BAND & !self.solved[b];
            if open & !once != 0 {
                return None;
            }
            crowded |= twice & open;
            *count = (once, twice);
        }
        if crowded == 0 {
            self.solved = [BAND; 3];
            return Some(false);
        }
        let mut progress = false;
        for (b, &(once, twice)) in counts.iter().enumerate() {
            let singles = once & !twice & BAND & !self.solved[b];
            if singles == 0 {
                continue;
            }
            progress = true;
            for d in 0..9 {
                let mut cells = singles & self.cand[b][d];
                while cells != 0 {
                    let bit = cells & cells.wrapping_neg();
                    cells ^= bit;
                    // An earlier single of this digit in the same row took this cell away.
                    if self.cand[b][d] & bit == 0 {
                        return None;
                    }
                    let row = 0x1ff << (9 * (bit.trailing_zeros() / 9));
                    self.cand[b][d] &= !row | bit;
                    self.dirty |= 1 << (9 * b + d);
                }
            }
        }
        Some(progress)
    }

    /// Applies every rule until none applies; false on a contradiction.
    fn propagate(&mut self) -> bool {
        loop {
            while self.dirty != 0 || self.stale != 0 {
                while self.dirty != 0 {
                    // Highest first: measured a little cheaper than lowest first.
                    let i = 31 - self.dirty.leading_zeros() as usize;
                    self.dirty &= !(1 << i);
                    if !self.update_band(i) {
                        return false;
                    }
                }
                while self.stale != 0 {
                    let d = self.stale.trailing_zeros() as usize;
                    self.stale &= self.stale - 1;
                    if !self.update_stacks(d) {
                        return false;
                    }
                }
            }
            match self.naked_singles() {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            // Near the end of a search the intersection pass costs more than the guesses it
            // spares, and a solved grid has nothing left to infer. Skipping it below 40 open
            // cells saved 9% of the instructions on the multi-solution benchmark set and changed
            // the others by under 1%.
            let open: u32 = self.solved.iter().map(|s| (BAND & !s).count_ones()).sum();
            if open < INTERSECTIONS_FROM {
                return true;
            }
            match self.intersections() {
                None => return false,
                Some(true) => continue,
                Some(false) => return true,
            }
        }
    }

    fn is_solved(&self) -> bool {
        self.solved == [BAND; 3]
    }

    fn solution(&self) -> [u8; 81] {
        let mut values = [0u8; 81];
        for (i, &word) in self.cand.as_flattened().iter().enumerate() {
            let (b, d) = (i / 9, i % 9);
            let mut cells = word;
            while cells != 0 {
                values[27 * b + cells.trailing_zeros() as usize] = d as u8 + 1;
                cells &= cells - 1;
            }
        }
        values
    }
}

struct Search<'a> {
    limit: u32,
    found: u32,
    /// How many solutions to keep.
    keep: usize,
    /// The first `keep` solutions found.
    solutions: Vec<[u8; 81]>,
    stats: Stats,
    /// A grid whose digits each guess tries first when the search runs with `PREFER`: a
    /// search for a solution near it.
    near: &'a [u8; 81],
    /// `near` as band words per digit, like `State::cand`: made at the first guess (most
    /// searches of the generator need none).
    prefer: Option<[[u32; 9]; 3]>,
}

impl<'a> Search<'a> {
    /// A search for the first solution, to run with `PREFER`: each guess tries the digits of
    /// `near` first.
    fn first_near(near: &'a [u8; 81]) -> Search<'a> {
        Search {
            limit: 1,
            found: 0,
            keep: 1,
            solutions: Vec::new(),
            stats: Stats::default(),
            near,
            prefer: None,
        }
    }

    /// [`Search::near`] as band words per digit.
    fn prefer(&mut self) -> &[[u32; 9]; 3] {
        let near = self.near;
        self.prefer.get_or_insert_with(|| {
            by_value(near).map_or([[0; 9]; 3], |bands| {
                bands.map(|band| std::array::from_fn(|d| band[d + 1]))
            })
        })
    }

    /// Searches from `state`, which it uses up: the last branch of each guess goes on in it.
    /// With `PREFER`, each guess tries the way or digit of `prefer` first.
    fn run<const PREFER: bool>(&mut self, state: &mut State) {
        loop {
            self.stats.nodes += 1;
            if !state.propagate() {
                self.stats.backtracks += 1;
                return;
            }
            if state.is_solved() {
                self.found += 1;
                if self.solutions.len() < self.keep {
                    self.solutions.push(state.solution());
                }
                return;
            }
            match state.guess() {
                Guess::Ways { d, mut masks } => {
                    if PREFER {
                        let prefer = self.prefer();
                        let keeps = |mask: &[u32; 3]| (0..3).all(|b| prefer[b][d] & !mask[b] == 0);
                        if !keeps(&masks[0]) && keeps(&masks[1]) {
                            masks.swap(0, 1);
                        }
                    }
                    self.stats.guesses += 1;
                    let mut child = *state;
                    child.restrict(d, &masks[0]);
                    self.run::<PREFER>(&mut child);
                    if self.found >= self.limit {
                        return;
                    }
                    self.stats.guesses += 1;
                    state.restrict(d, &masks[1]);
                }
                Guess::Cell { b, bit, mut digits } => {
                    // The preferred grid's digit first, if it is a candidate.
                    let first = if PREFER {
                        let prefer = &self.prefer()[b];
                        (0..9).fold(0u16, |acc, d| acc | u16::from(prefer[d] & bit != 0) << d)
                            & digits
                    } else {
                        0
                    };
                    // Every digit but the last is tried on a copy; the last one goes on in this
                    // frame, so the final branch of each guess costs no copy and no call.
                    loop {
                        let d = if digits & first != 0 {
                            (digits & first).trailing_zeros() as usize
                        } else {
                            digits.trailing_zeros() as usize
                        };
                        digits &= !(1 << d);
                        self.stats.guesses += 1;
                        if digits == 0 {
                            state.place(b, bit, d);
                            break;
                        }
                        let mut child = *state;
                        child.place(b, bit, d);
                        self.run::<PREFER>(&mut child);
                        if self.found >= self.limit {
                            return;
                        }
                        state.remove(b, bit, d);
                    }
                }
            }
        }
    }
}

/// Solves a 9×9 grid given as 81 values (0 empty, 1–9 digits): the number of solutions up to
/// `limit` (at least 1), and the first `keep` solutions found. Counting keeps none, so it
/// allocates nothing.
pub(crate) fn solve9(
    givens: &[u8; 81],
    limit: u32,
    keep: usize,
    stats: &mut Stats,
) -> (u32, Vec<[u8; 81]>) {
    let Some(state) = State::new(givens) else {
        stats.nodes += 1;
        stats.backtracks += 1;
        return (0, Vec::new());
    };
    let mut search = Search {
        limit: limit.max(1),
        found: 0,
        keep,
        solutions: Vec::new(),
        stats: Stats::default(),
        near: &[0; 81],
        prefer: None,
    };
    let mut state = state;
    search.run::<false>(&mut state);
    *stats += search.stats;
    (search.found, search.solutions)
}

/// A solution of the 9×9 puzzle of `givens` other than `solution`, if there is one, when
/// putting back the solution's digits in `cells` (the cells just emptied) leaves exactly one
/// solution. Any other solution then differs from `solution` in one of `cells`, so each search
/// forbids the solution's digit in one cell (the cells before it keep theirs) and stops at the
/// first solution: far less work than counting two solutions of the open puzzle.
pub(crate) fn other_solution9(
    givens: &[u8; 81],
    solution: &[u8; 81],
    cells: &[usize],
) -> Option<[u8; 81]> {
    // One propagated root for both searches: the second starts from it with the first cell
    // given the solution's digit, instead of from the givens again.
    let mut root = State::new(givens)?;
    if !root.propagate() {
        return None;
    }
    for &cell in cells {
        if givens[cell] != 0 {
            continue;
        }
        let (b, bit, d) = (cell / 27, 1 << (cell % 27), usize::from(solution[cell] - 1));
        let mut state = root;
        state.remove(b, bit, d);
        // The other solutions found are mostly the solution with a few cells changed: each
        // guess tries its digits first.
        let mut search = Search::first_near(solution);
        search.run::<true>(&mut state);
        if let Some(other) = search.solutions.pop() {
            return Some(other);
        }
        root.place(b, bit, d);
    }
    None
}
