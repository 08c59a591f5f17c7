//! Parsing: what reads, what does not, and the error that says why.

use super::*;

const LINE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Parses `text` and compares the outcome with `expected`: the one-line form on success, or
/// the error's message.
fn check(text: &str, expected: Result<&str, &str>) {
    let got = text
        .parse::<Grid>()
        .map(|g| g.to_string())
        .map_err(|e| e.to_string());
    assert_eq!(
        got.as_deref().map_err(String::as_str),
        expected,
        "input: {text:?}"
    );
}

#[test]
fn one_line_with_any_blank() {
    check(LINE, Ok(LINE));
    check(&LINE.replace('.', "0"), Ok(LINE));
    check(&LINE.replace('.', "_"), Ok(LINE));
    check(&LINE.replace('.', "-"), Ok(LINE));
}

#[test]
fn several_lines_with_or_without_box_lines() {
    let grid: Grid = LINE.parse().expect("parses");
    check(&grid.to_pretty_string(), Ok(LINE));
    let plain: String = LINE
        .as_bytes()
        .chunks(9)
        .map(|r| format!("{}\n", String::from_utf8_lossy(r)))
        .collect();
    check(&plain, Ok(LINE));
    let boxed = "53. |.7. |...\n6.. |195 |...\n.98 |... |.6.\n====+====+===\n8.. |.6. |..3\n4.. |8.3 |..1\n7.. |.2. |..6\n----+----+---\n.6. |... |28.\n... |419 |..5\n... |.8. |.79\n";
    check(boxed, Ok(LINE));
}

#[test]
fn every_usual_size_is_recognised() {
    for (cells, size) in [
        (16, 4),
        (36, 6),
        (64, 8),
        (81, 9),
        (144, 12),
        (256, 16),
        (625, 25),
    ] {
        let grid: Grid = ".".repeat(cells).parse().expect("an empty grid parses");
        assert_eq!(grid.geometry().size(), size);
    }
    let sixteen = format!("G{}", ".".repeat(255));
    let grid: Grid = sixteen.parse().expect("G is 16");
    assert_eq!(grid.to_string(), sixteen);
}

#[test]
fn errors_say_where_and_why() {
    check(&LINE[..80], Err("80 cells is not a grid size (4×4 has 16 cells, 6×6 36, 8×8 64, 9×9 81, 12×12 144, 16×16 256, 25×25 625)"));
    check(
        &LINE.replacen('7', "x", 1),
        Err("bad character 'x' at line 1, column 5"),
    );
    check(
        "12.4\n3..A\n....\n....",
        Err("digit 'A' at line 2, column 4 is too large for a 4×4 grid"),
    );
    check(
        "12.4\n3..5\n....\n....",
        Err("digit '5' at line 2, column 4 is too large for a 4×4 grid"),
    );
    let latin = Geometry::latin(3).expect("valid");
    assert_eq!(
        Grid::parse_with("12.\n...", latin),
        Err(ParseError::WrongLength {
            expected: 9,
            found: 6
        })
    );
    assert_eq!(
        Grid::parse_with("123\n231\n312", latin).map(|g| g.to_string()),
        Ok("123231312".into())
    );
}

#[test]
fn project_euler_96_files() {
    let pretty: String = LINE
        .chars()
        .map(|c| if c == '.' { '0' } else { c })
        .collect::<String>();
    let body: String = pretty
        .as_bytes()
        .chunks(9)
        .map(|r| format!("{}\n", String::from_utf8_lossy(r)))
        .collect();
    let file = format!("Grid 01\n{body}Grid 02\n{body}");
    let grids = parse_pe96(&file).expect("reads");
    assert_eq!(grids.len(), 2);
    assert_eq!(grids[1].0, "Grid 02");
    assert_eq!(grids[1].1.to_string(), LINE);
    assert_eq!(
        parse_pe96("003020600\n"),
        Err(Pe96Error::MissingHeader { line: 1 })
    );
    let short = format!("Grid 01\n{}", &body[..body.len() - 10]);
    assert!(matches!(
        parse_pe96(&short),
        Err(Pe96Error::Grid { line: 1, .. })
    ));
}

#[test]
fn latin_squares_of_any_side_read_without_boxes() {
    let three = Grid::parse_latin("12.\n.31\n3.2").expect("a 3×3 Latin square");
    assert_eq!(three.geometry(), Geometry::latin(3).expect("latin 3"));
    assert!(!three.geometry().has_boxes());
    assert_eq!(three.to_string(), "12..313.2");
    // Sixteen cells read as a 4×4 Latin square, not as a 4×4 with boxes.
    let four = Grid::parse_latin("1234341221434321").expect("a 4×4 Latin square");
    assert!(!four.geometry().has_boxes());
    assert_eq!(four.geometry().size(), 4);
    // Letters for digits above nine, as elsewhere.
    let ten = "123456789A".repeat(10);
    assert_eq!(Grid::parse_latin(&ten).map(|g| g.geometry().size()), Ok(10));
    assert_eq!(
        Grid::parse_latin("12345").map_err(|e| e.to_string()),
        Err("5 cells is not a Latin square (a side of n has n×n cells, n up to 25)".to_owned())
    );
    assert!(matches!(
        Grid::parse_latin("1234"),
        Err(ParseError::DigitOutOfRange { ch: '3', .. })
    ));
}
