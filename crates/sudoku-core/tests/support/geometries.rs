//! The geometries the property tests run on, shared by the test files that include this one
//! (`#[path = "support/geometries.rs"] mod geometries;`), so they agree on what "every size"
//! means.

use sudoku_core::Geometry;

/// Every geometry the site supports (the usual boxes from 4×4 to 25×25) and Latin squares of an
/// odd, a prime and a small size.
pub fn geometries() -> Vec<Geometry> {
    let boxes = [(2, 2), (2, 3), (2, 4), (3, 3), (3, 4), (4, 4), (5, 5)]
        .into_iter()
        .map(|(r, c)| Geometry::new(r, c).expect("valid"));
    let latin = [3, 5, 7]
        .into_iter()
        .map(|n| Geometry::latin(n).expect("valid"));
    boxes.chain(latin).collect()
}
