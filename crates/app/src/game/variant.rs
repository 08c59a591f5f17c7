//! A game on a variant's rules: irregular regions, diagonals that count, killer cages.
//!
//! The game keeps a variant's rules as a [`RulesRef`] (`None` for the classic rules of its
//! grid) and asks them what it needs through the [`VariantRules`] trait: which cells see each
//! other, which break a rule, what a screen reader says of a cell, how a cell is drawn, the
//! share code. The trait object is made only where a variant is opened (the variant page,
//! a chunk of its own in the split build: `pages::variant`), so the code of these answers
//! comes with that chunk and a classic game's first load carries none of it.

use std::fmt;
use std::sync::Arc;

use sudoku_core::{Cell, DigitSet, Grid, Progress, Puzzle, Rules, Unit};

use super::Game;

/// What a game asks of a variant's rules (see the module's documentation).
/// The variants' stylesheet, a file of the site root linked by their pages only (and the
/// variant techniques' learn pages), so the stylesheet every page loads does not grow.
pub const STYLESHEET: &str = "/variants.css";

pub trait VariantRules: Send + Sync + 'static {
    /// The rules themselves (for the engine's work, which comes in chunks of its own).
    fn rules(&self) -> &Rules;
    /// The cells of `board` that break a rule: a repeat in a unit or cage, or a cage whose
    /// digits pass its total or fill it without making it.
    fn conflicts(&self, board: &Grid) -> Vec<Cell>;
    /// Whether `a` and `b`, two cells, may not hold the same digit.
    fn sees(&self, a: Cell, b: Cell) -> bool;
    /// What a screen reader says of `cell` beyond its row and column: its irregular region,
    /// the diagonals it is on, its cage with the cage's total
    /// (", region 4, on the main diagonal, cage of 3 cells, sum 15").
    fn describe(&self, cell: Cell) -> String;
    /// The cells of `unit`, an irregular region's too.
    fn unit_cells(&self, unit: Unit) -> Vec<Cell>;
    /// The share code of `givens` on these rules, with `progress` if given.
    fn encode(&self, givens: &Grid, progress: Option<&Progress>) -> String;
    /// How `cell` is drawn: a thick line on its right, on its bottom (where its region ends),
    /// and whether it holds its cage's total.
    fn look(&self, cell: Cell) -> (bool, bool, bool);
    /// The variant's word (`killer`, `jigsaw`, `diagonal`).
    fn slug(&self) -> &'static str;
    /// What is drawn over the grid: cages, their totals, diagonals (`components::overlay`).
    fn overlay(&self) -> String;
    /// The cage-sum aid for the cage of `cell` on `board`, as a sentence: its total, the digit
    /// sets that still make it, the digits they leave; `None` outside a cage with a total.
    fn cage_aid(&self, board: &Grid, cell: Cell) -> Option<String>;
}

impl VariantRules for Rules {
    fn rules(&self) -> &Rules {
        self
    }

    fn conflicts(&self, board: &Grid) -> Vec<Cell> {
        self.breaching_cells(board)
    }

    fn sees(&self, a: Cell, b: Cell) -> bool {
        Rules::sees(self, a, b)
    }

    fn describe(&self, cell: Cell) -> String {
        let g = self.geometry();
        let (row, col, n) = (g.row_of(cell), g.col_of(cell), g.size());
        // Each part follows the row and column after a comma.
        let mut parts = Vec::new();
        if self.regions().is_some() {
            if let Some(region) = self.region_of(cell) {
                parts.push(t!(VariantCellRegion, region = region + 1));
            }
        }
        if self.has_diagonals() {
            if row == col {
                parts.push(t!(VariantCellMainDiagonal).to_owned());
            }
            if row + col + 1 == n {
                parts.push(t!(VariantCellAntiDiagonal).to_owned());
            }
        }
        if let Some((_, cage)) = self.cage_of(cell) {
            let count = cage.cells().len();
            parts.push(match cage.sum() {
                Some(sum) => t!(VariantCellCageSum, count = count, sum = sum),
                None => t!(VariantCellCage, count = count),
            });
        }
        parts.iter().map(|part| t!(CellRule, rule = part)).collect()
    }

    fn unit_cells(&self, unit: Unit) -> Vec<Cell> {
        Rules::unit_cells(self, unit)
    }

    fn encode(&self, givens: &Grid, progress: Option<&Progress>) -> String {
        let puzzle = Puzzle {
            rules: self.clone(),
            givens: givens.clone(),
        };
        sudoku_core::code::encode_puzzle(&puzzle, progress)
    }

    fn look(&self, cell: Cell) -> (bool, bool, bool) {
        let (right, bottom) = crate::components::region_edges(self, cell);
        let total = self
            .cage_of(cell)
            .is_some_and(|(_, cage)| cage.sum().is_some() && cage.cells().first() == Some(&cell));
        (right, bottom, total)
    }

    fn slug(&self) -> &'static str {
        self.kind().slug()
    }

    fn overlay(&self) -> String {
        crate::components::overlay(self)
    }

    fn cage_aid(&self, board: &Grid, cell: Cell) -> Option<String> {
        let (index, cage) = self.cage_of(cell)?;
        let sum = cage.sum()?;
        let aid = Rules::cage_aid(self, board, index)?;
        let digits = |set: DigitSet| {
            set.iter()
                .map(|d| d.to_char().to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        let sets: Vec<String> = aid.combinations.iter().map(|&set| digits(set)).collect();
        let size = cage.cells().len();
        Some(if sets.is_empty() {
            t!(VariantCageAidNone, size = size, sum = sum)
        } else if aid.left.is_empty() {
            t!(
                VariantCageAidPlaced,
                size = size,
                sum = sum,
                sets = crate::explain::semicolons(sets.into_iter())
            )
        } else {
            t!(
                VariantCageAid,
                size = size,
                sum = sum,
                sets = crate::explain::semicolons(sets.into_iter()),
                left = digits(aid.left)
            )
        })
    }
}

/// A variant's rules as a game keeps them: shared, compared by what they are.
#[derive(Clone)]
pub struct RulesRef(Arc<dyn VariantRules>);

impl RulesRef {
    /// `rules` as a game keeps them. Called where a variant is opened (see the module's
    /// documentation): this is where the code of [`VariantRules`] comes in.
    pub fn new(rules: Rules) -> RulesRef {
        RulesRef(Arc::new(rules))
    }
}

/// The puzzle of `givens` on `rules` (`None`: the classic rules of their grid), as the
/// engine's functions for any rules take it; the engine sends classic rules down its classic
/// paths, so a classic game's hint, grade and solution are what they always were.
pub fn puzzle_of(givens: Grid, rules: Option<&RulesRef>) -> Puzzle {
    match rules {
        Some(rules) => Puzzle {
            rules: rules.rules().clone(),
            givens,
        },
        None => Puzzle::classic(givens),
    }
}

impl std::ops::Deref for RulesRef {
    type Target = dyn VariantRules;

    fn deref(&self) -> &Self::Target {
        &*self.0
    }
}

impl PartialEq for RulesRef {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.0.rules() == other.0.rules()
    }
}

impl Eq for RulesRef {}

impl fmt::Debug for RulesRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RulesRef({})", self.0.slug())
    }
}

/// A variant puzzle as a page plays it: its rules, and the name the player's data knows it
/// by (`player::puzzle::variant_name`), which its givens alone do not give.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Variant {
    /// The rules.
    pub rules: RulesRef,
    /// The puzzle's name in saves and records.
    pub name: String,
}

impl Game {
    /// Starts a game on `puzzle`, with its rules when they are not the classic ones.
    pub fn for_puzzle(puzzle: Puzzle) -> Game {
        let rules = (!puzzle.rules.is_classic()).then(|| RulesRef::new(puzzle.rules));
        Game::new(puzzle.givens).with_rules(rules)
    }

    /// This game played on `rules` (`None`: the classic rules of its grid).
    pub fn with_rules(mut self, rules: Option<RulesRef>) -> Game {
        self.rules = rules.filter(|r| r.rules().geometry() == self.geometry());
        self
    }

    /// The variant's rules, `None` for a classic game.
    pub fn rules(&self) -> Option<&RulesRef> {
        self.rules.as_ref()
    }

    /// Whether `a` and `b`, two cells, may not hold the same digit. A classic game answers
    /// here rather than through `Rules::sees`, whose code comes with the variant page's chunk.
    pub(crate) fn sees(&self, a: Cell, b: Cell) -> bool {
        if let Some(rules) = &self.rules {
            return rules.sees(a, b);
        }
        let g = self.geometry();
        a != b
            && (g.row_of(a) == g.row_of(b)
                || g.col_of(a) == g.col_of(b)
                || g.box_of(a).is_some_and(|x| g.box_of(b) == Some(x)))
    }

    /// The cage-sum aid for the selected cell's cage, when the player's setting shows it
    /// ([`VariantRules::cage_aid`]).
    pub fn cage_aid(&self) -> Option<String> {
        let rules = self.rules.as_ref().filter(|_| self.settings.cage_aid)?;
        rules.cage_aid(&self.board(), self.selected()?)
    }

    /// Whether the puzzle has cages (the cage-sum aid's setting is offered).
    pub fn has_cages(&self) -> bool {
        self.rules
            .as_ref()
            .is_some_and(|r| !r.rules().cages().is_empty())
    }

    /// What a screen reader says of `cell` beyond its row and column on a variant
    /// ([`VariantRules::describe`]); empty for a classic game.
    pub(crate) fn describe_rules(&self, cell: Cell) -> String {
        self.rules
            .as_ref()
            .map(|r| r.describe(cell))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use sudoku_core::{Cage, Geometry, Grid};

    use super::*;
    use crate::game::InputMode;

    fn at(row: usize, col: usize) -> Cell {
        Geometry::standard().cell(row, col).expect("inside")
    }

    fn d(n: u8) -> sudoku_core::Digit {
        sudoku_core::Digit::new(n).expect("a digit")
    }

    /// A killer on an empty grid with one cage of r1c1, r1c2 and r2c1 adding up to 6, and the
    /// diagonals counting.
    fn killer() -> Game {
        let geometry = Geometry::standard();
        let rules = Rules::classic(geometry)
            .with_diagonals()
            .with_cages(vec![Cage::new(vec![at(0, 0), at(0, 1), at(1, 0)], Some(6))])
            .expect("a valid cage");
        Game::for_puzzle(Puzzle {
            rules,
            givens: Grid::empty(geometry),
        })
    }

    fn type_at(game: &mut Game, cell: Cell, digit: u8) {
        game.select(cell);
        game.set_mode(InputMode::Digit);
        assert!(game.input(d(digit)), "typed {digit}");
    }

    #[test]
    fn a_classic_puzzle_keeps_no_rules() {
        let puzzle = Puzzle {
            rules: Rules::classic(Geometry::standard()),
            givens: Grid::empty(Geometry::standard()),
        };
        assert!(Game::for_puzzle(puzzle).rules().is_none());
        assert!(killer().rules().is_some());
    }

    #[test]
    fn repeats_on_a_diagonal_and_in_a_cage_are_conflicts() {
        let mut game = killer();
        type_at(&mut game, at(2, 2), 5);
        type_at(&mut game, at(7, 7), 5);
        assert_eq!(
            game.conflicts(),
            vec![at(2, 2), at(7, 7)],
            "the main diagonal"
        );
        game.undo();
        // Two different digits in the cage, but more than its total.
        type_at(&mut game, at(0, 1), 4);
        type_at(&mut game, at(1, 0), 3);
        assert_eq!(
            game.conflicts(),
            vec![at(0, 0), at(0, 1), at(1, 0)],
            "4 + 3 passes the cage's 6: the whole cage is marked"
        );
        assert!(game
            .describe(at(0, 1), &game.conflicts())
            .contains("conflict"));
    }

    #[test]
    fn a_full_grid_solves_a_variant_only_when_every_cage_adds_up() {
        let solution: Grid =
            "123456789456789123789123456214365897365897214897214365531642978642978531978531642"
                .parse()
                .expect("a full grid");
        let geometry = Geometry::standard();
        let cage = |sum| Cage::new(vec![at(0, 0), at(0, 1)], Some(sum));
        for (sum, solved) in [(3, true), (4, false)] {
            let rules = Rules::classic(geometry)
                .with_cages(vec![cage(sum)])
                .expect("a valid cage");
            let mut game = Game::for_puzzle(Puzzle {
                rules,
                givens: Grid::empty(geometry),
            });
            for cell in geometry.cells() {
                let digit = solution.get(cell).expect("full");
                type_at(&mut game, cell, digit.get());
            }
            assert_eq!(game.is_solved(), solved, "cage total {sum}");
        }
    }

    #[test]
    fn placing_a_digit_cleans_the_notes_of_cage_mates_and_diagonals() {
        let mut game = killer();
        for cell in [at(1, 0), at(4, 4), at(8, 8), at(3, 7)] {
            game.select(cell);
            game.set_mode(InputMode::Centre);
            game.input(d(1));
        }
        type_at(&mut game, at(0, 0), 1);
        assert!(game.centre_notes(at(1, 0)).is_empty(), "box and cage mate");
        assert!(game.centre_notes(at(4, 4)).is_empty(), "main diagonal");
        assert!(game.centre_notes(at(8, 8)).is_empty(), "main diagonal");
        assert!(game.centre_notes(at(3, 7)).contains(d(1)), "sees nothing");
    }

    #[test]
    fn the_cage_aid_shows_only_when_asked_and_follows_the_board() {
        let mut game = killer();
        game.select(at(0, 0));
        assert_eq!(game.cage_aid(), None, "off by default");
        let mut settings = game.settings();
        settings.cage_aid = true;
        game.set_settings(settings);
        assert_eq!(
            game.cage_aid().as_deref(),
            Some("Cage of 3 cells, total 6: 1 2 3. Digits left: 1 2 3.")
        );
        type_at(&mut game, at(0, 1), 2);
        game.select(at(1, 0));
        assert_eq!(
            game.cage_aid().as_deref(),
            Some("Cage of 3 cells, total 6: 1 2 3. Digits left: 1 3.")
        );
        game.select(at(4, 4));
        assert_eq!(game.cage_aid(), None, "not in a cage");
        assert!(game.has_cages());
    }

    #[test]
    fn a_cell_says_its_cage_and_diagonals() {
        let game = killer();
        let said = game.describe(at(0, 0), &[]);
        assert!(
            said.contains("on the main diagonal, cage of 3 cells, sum 6"),
            "{said}"
        );
        let said = game.describe(at(4, 4), &[]);
        assert!(
            said.contains("on the main diagonal, on the anti-diagonal"),
            "{said}"
        );
        assert!(!said.contains("cage"), "{said}");
    }
}
