//! A puzzle as the player's data names it (save keys, game records): its givens in one line,
//! followed by the shape of its grid after a slash when the number of cells does not say it.
//!
//! `53..7…79` is a 9×9 with boxes, as the cell count gives it; `12.…2/latin` is a Latin square
//! (rows and columns only), and `1…/3x2` a grid whose boxes are 3 rows by 2 columns where the
//! cell count gives 2 by 3. So a Latin square and a boxed grid with the same digits are two
//! puzzles, each with its own save and record, and names written before shapes were named
//! still read as they did.

use sudoku_core::{Geometry, Grid, Kind};

/// The name of the puzzle `givens`.
pub fn name(givens: &Grid) -> String {
    let geometry = givens.geometry();
    if Geometry::for_cell_count(geometry.cell_count()) == Some(geometry) {
        givens.to_string()
    } else if geometry.has_boxes() {
        format!("{givens}/{}x{}", geometry.box_rows(), geometry.box_cols())
    } else {
        format!("{givens}/latin")
    }
}

/// The puzzle a [`name`] names, if it names one (written any way the grid reads: its
/// [`name`] is the one form).
pub fn read(name: &str) -> Option<Grid> {
    let Some((line, shape)) = name.split_once('/') else {
        return name.parse().ok();
    };
    let geometry = if shape == "latin" {
        let cells = line.chars().count();
        let side = (1..=sudoku_core::MAX_SIZE).find(|n| n * n == cells)?;
        Geometry::latin(side).ok()?
    } else {
        let (rows, cols) = shape.split_once('x')?;
        Geometry::new(rows.parse().ok()?, cols.parse().ok()?).ok()?
    };
    Grid::parse_with(line, geometry).ok()
}

/// The name of a variant puzzle of `kind` on a grid of side `size` whose share code (without
/// progress) is `code`: `killer.9:<code>`. Its givens alone would not tell two variants apart.
pub fn variant_name(kind: Kind, size: usize, code: &str) -> String {
    format!("{}.{size}:{code}", kind.slug())
}

/// The kind and side of the variant puzzle `name` names ([`variant_name`]); `None` for a
/// classic puzzle's name.
pub fn variant_of(name: &str) -> Option<(Kind, usize)> {
    let (head, _) = name.split_once(':')?;
    let (slug, size) = head.split_once('.')?;
    let kind = Kind::from_slug(slug).filter(|&k| k != Kind::Classic)?;
    let size = size
        .parse()
        .ok()
        .filter(|n| (1..=sudoku_core::MAX_SIZE).contains(n))?;
    Some((kind, size))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_the_cell_count_does_not_give_are_named() {
        let classic: Grid = crate::game::testing::PUZZLE.parse().expect("9×9");
        assert_eq!(name(&classic), crate::game::testing::PUZZLE);
        let latin = Grid::parse_latin("1234341221434321").expect("latin");
        let boxed: Grid = "1234341221434321".parse().expect("4×4");
        assert_eq!(name(&latin), "1234341221434321/latin");
        assert_eq!(name(&boxed), "1234341221434321");
        let three = Grid::parse_latin("12.").map_err(|e| e.to_string());
        assert!(three.is_err(), "three cells are no square");
        let tall = Grid::parse_with(&"123456".repeat(6), Geometry::new(3, 2).expect("3×2 boxes"))
            .expect("a 6×6");
        assert_eq!(name(&tall), format!("{}/3x2", "123456".repeat(6)));
        for grid in [classic, latin, boxed, tall] {
            assert_eq!(read(&name(&grid)).as_ref(), Some(&grid), "{}", name(&grid));
        }
    }

    #[test]
    fn names_that_name_no_puzzle_are_refused() {
        for bad in [
            "",
            "1234341221434321/square",
            "12345/latin",
            "1234341221434321/0x4",
            "12.4/latin",
        ] {
            assert_eq!(read(bad), None, "{bad}");
        }
        assert!(read("..../latin").is_some_and(|g| g.geometry().size() == 2));
        // Written otherwise, the same puzzle, whose name is the one form.
        let same = read("1234341221434321/2x2").expect("a 4×4 with its usual boxes");
        assert_eq!(name(&same), "1234341221434321");
        assert_eq!(
            read("12343412214343.1").map(|g| name(&g)).as_deref(),
            Some("12343412214343.1")
        );
    }

    #[test]
    fn variants_are_named_with_their_kind_and_size() {
        let name = variant_name(Kind::Killer, 9, "3abc");
        assert_eq!(name, "killer.9:3abc");
        assert_eq!(variant_of(&name), Some((Kind::Killer, 9)));
        assert_eq!(read(&name), None, "no classic grid");
        for other in [
            crate::game::testing::PUZZLE,
            "classic.9:3abc",
            "killer.x:3",
            "killer:3",
        ] {
            assert_eq!(variant_of(other), None, "{other}");
        }
    }
}
