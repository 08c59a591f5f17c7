//! Every technique on a position of its own: what it finds there, and that it finds nothing
//! in a position where the ladder has already passed it (or never reaches it).

crate::logic::testing::on_positions! {
    // Full House
    no_full_house_with_two_empty_cells_everywhere: FullHouse on "hidden_single" => [];

    // Hidden Single
    a_digit_with_one_place_in_a_box_goes_there: HiddenSingle on "hidden_single" => ["r9c3=7"];

    no_hidden_single_when_every_digit_has_two_places: HiddenSingle on "naked_pair" => [];

    // Naked Single
    no_naked_single_when_every_cell_has_two_candidates: NakedSingle on "hidden_pair" => [];

    // Pointing
    a_digit_pointing_along_a_column_leaves_the_column: Pointing on "pointing"
        => ["r1c3<>5", "r2c3<>5", "r3c3<>5"];

    nothing_points_in_a_position_without_it: Pointing on "claiming" => [];

    // Claiming
    a_digit_claimed_by_a_row_leaves_the_box: Claiming on "claiming" => ["r8c2<>6", "r9c2<>6"];

    nothing_is_claimed_in_a_position_without_it: Claiming on "hidden_pair" => [];

    // Naked subsets
    naked_pair_in_a_row: NakedPair on "naked_pair" => ["r9c8<>1", "r9c8<>2", "r9c9<>2"];

    naked_triple_in_a_row: NakedTriple on "naked_triple"
        => ["r8c3<>6", "r8c6<>1", "r8c6<>4", "r8c6<>6", "r8c8<>4", "r8c9<>1", "r8c9<>4"];

    naked_quad_in_a_box: NakedQuad on "naked_quad" => ["r4c7<>4", "r4c9<>2", "r5c9<>2"];

    no_naked_pair_in_a_position_without_one: NakedPair on "hidden_pair" => [];

    no_naked_triple_in_a_position_without_one: NakedTriple on "hidden_triple" => [];

    no_naked_quad_in_a_position_without_one: NakedQuad on "hidden_quad" => [];

    // Hidden subsets
    hidden_pair_in_a_row: HiddenPair on "hidden_pair" => ["r7c8<>6", "r7c9<>6", "r7c9<>9"];

    hidden_triple_in_a_column: HiddenTriple on "hidden_triple"
        => ["r6c6<>8", "r8c6<>8", "r9c6<>6", "r9c6<>8"];

    // HoDoKu: 2/4/5/9 in r1238c9 => r1c9<>678, r2c9<>367, r3c9<>37, r8c9<>368.
    hodoku_hidden_quad_in_column_9: HiddenQuad on "hidden_quad"
        => [
            "r2c9<>3", "r3c9<>3", "r8c9<>3", "r1c9<>6", "r2c9<>6", "r8c9<>6", "r1c9<>7",
            "r2c9<>7", "r3c9<>7", "r1c9<>8", "r8c9<>8"
        ];

    no_hidden_pair_in_a_position_without_one: HiddenPair on "naked_triple" => [];

    no_hidden_triple_in_a_position_without_one: HiddenTriple on "naked_quad" => [];

    no_hidden_quad_in_a_position_without_one: HiddenQuad on "hidden_triple" => [];

    // Fish
    // HoDoKu: X-Wing: 1 c15 r25.
    hodoku_x_wing_on_1: XWing on "x_wing"
        => [
            "r2c4<>1", "r2c7<>1", "r2c8<>1", "r2c9<>1", "r5c3<>1", "r5c4<>1", "r5c7<>1", "r5c8<>1",
            "r5c9<>1"
        ];

    // HoDoKu: Swordfish: 2 r239 c158 => r6c8,r7c1<>2.
    hodoku_swordfish_on_2: Swordfish on "swordfish" => ["r6c8<>2", "r7c1<>2"];

    // Rows 3, 6, 7 and 9 hold 5 only in columns 2, 5, 7 and 8.
    jellyfish_on_5: Jellyfish on "jellyfish"
        => [
            "r1c2<>5", "r2c2<>5", "r5c2<>5", "r2c7<>5", "r5c7<>5", "r8c7<>5", "r1c8<>5", "r2c8<>5",
            "r4c8<>5", "r8c8<>5"
        ];

    no_x_wing_in_a_position_without_one: XWing on "swordfish" => [];

    no_swordfish_in_a_position_without_one: Swordfish on "jellyfish" => [];

    no_jellyfish_in_a_position_without_one: Jellyfish on "xy_wing" => [];

    // Finned fish
    // top1465 #1: 4 in rows 2 and 5 lies in columns 6 and 9 but for the fin r5c4.
    finned_x_wing_on_4: FinnedXWing on "finned_x_wing" => ["r6c6<>4"];

    // 9 in rows 1, 4 and 8 lies in columns 6, 7 and 8 but for the fin r8c9.
    finned_swordfish_on_9: FinnedSwordfish on "finned_swordfish" => ["r7c7<>9", "r9c8<>9"];

    no_finned_x_wing_in_a_position_without_one: FinnedXWing on "xy_chain" => [];

    no_finned_swordfish_in_a_position_without_one: FinnedSwordfish on "bug" => [];

    // XY-Wing
    // HoDoKu: 1/6/9 in r4c14,r5c2 => r4c23,r5c456<>9.
    hodoku_xy_wing_removes_nine_from_five_cells: XyWing on "xy_wing"
        => ["r4c2<>9", "r4c3<>9", "r5c4<>9", "r5c5<>9", "r5c6<>9"];

    no_xy_wing_in_a_position_without_one: XyWing on "xyz_wing" => [];

    // XYZ-Wing
    // Pivot r7c9 (2, 7, 9), pincers r1c9 (2, 9) and r8c7 (7, 9).
    a_pivot_and_two_pincers_remove_their_shared_digit: XyzWing on "xyz_wing" => ["r9c9<>9"];

    no_xyz_wing_in_a_position_without_one: XyzWing on "xy_wing" => [];

    // W-Wing
    // HoDoKu: 4/1 in r1c9,r8c7 connected by 1 in r18c3 => r123c7,r89c9<>4.
    hodoku_w_wing_removes_four: WWing on "w_wing"
        => ["r1c7<>4", "r2c7<>4", "r3c7<>4", "r8c9<>4", "r9c9<>4"];

    no_w_wing_in_a_position_without_one: WWing on "xy_wing" => [];

    // Simple Colouring
    // HoDoKu's Simple Colors example: 3 leaves r1c9, r3c9 and r8c1.
    hodoku_simple_colours_trap: SimpleColouring on "simple_colours"
        => ["r1c9<>3", "r3c9<>3", "r8c1<>3"];

    no_colouring_in_a_position_without_it: SimpleColouring on "x_chain" => [];

    // Unique rectangles
    // HoDoKu: 8/9 in r2c23,r6c23 => r2c2<>8, r2c2<>9.
    hodoku_unique_rectangle_type_1: UniqueRectangle on "unique_rectangle" => ["r2c2<>8", "r2c2<>9"];

    no_rectangle_in_a_position_without_one: UniqueRectangle on "bug" => [];

    // Floor r2c3 and r3c3 hold 1 and 4; the roof r2c6 and r3c6 adds 8 to both.
    unique_rectangle_type_2_on_8: UniqueRectangle2 on "unique_rectangle_2"
        => ["r2c5<>8", "r3c4<>8", "r5c6<>8", "r7c6<>8", "r9c6<>8"];

    // Floor r9c7 and r9c8 hold 5 and 7; the roof's extras 2 and 8 make a naked triple with r1c8
    // and r2c7 in box 3.
    unique_rectangle_type_3_with_a_naked_triple: UniqueRectangle3 on "unique_rectangle_3"
        => ["r1c9<>4", "r1c9<>8", "r2c9<>4", "r2c9<>8"];

    // Floor r1c8 and r1c9 hold 5 and 7; in row 5, 5 lies only in the roof r5c8 and r5c9.
    unique_rectangle_type_4_on_5_and_7: UniqueRectangle4 on "unique_rectangle_4"
        => ["r5c8<>7", "r5c9<>7"];

    // BUG+1
    // Every empty cell is bivalue but r5c1 (4, 6, 9); 4 appears three times in row 5.
    the_odd_digit_of_the_trivalue_cell_is_placed: Bug on "bug" => ["r5c1=4"];

    no_grave_while_cells_hold_three_or_more: Bug on "xy_chain" => [];

    // X-Chain
    a_chain_of_strong_links_removes_a_digit_seeing_both_ends: XChain on "x_chain"
        => ["r4c3<>5"];

    no_x_chain_in_a_position_without_one: XChain on "xy_chain" => [];

    // XY-Chain
    a_chain_of_bivalue_cells_removes_a_digit_seeing_both_ends: XyChain on "xy_chain"
        => ["r9c3<>9"];

    no_xy_chain_in_a_position_without_one: XyChain on "x_chain" => [];

    // ALS-XZ
    // top1465 #1: r1c4, r3c4, r4c4, r8c4 and r9c4 (column 4) and r1c7, r1c8, r1c9, r2c8, r3c7
    // and r3c8 (box 3), linked by 3.
    als_xz_removes_a_digit_seeing_both_sets: AlsXz on "als_xz" => ["r1c6<>9"];

    // The ladder reached the chains here, past ALS-XZ.
    no_als_xz_in_a_position_without_one: AlsXz on "aic" => [];

    // Alternating inference chain
    // top1465: r1c1 is 5 or r2c1 is 3 (five links), and r1c1 sees both ends.
    a_chain_across_cells_and_digits_removes_a_candidate_seeing_both_ends: Aic on "aic"
        => ["r1c1<>3"];

    // The ladder reached the forcing chains here, so no chain applies.
    no_chain_in_a_position_without_one: Aic on "forcing_chain" => [];

    // Forcing chain
    // top1465 #1: with 2 in r1c3 the singles run into a contradiction.
    an_assumption_leading_to_a_contradiction_is_false: ForcingChain on "forcing_chain"
        => ["r1c3<>2"];

    no_forcing_chain_where_the_ladder_is_stuck: ForcingChain on "beyond_ladder" => [];
}
