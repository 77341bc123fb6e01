// Package moonsun is Moon or Sun (Nikoli's 月か太陽): draw one single loop
// through the centres of cells of a board divided into rooms, moving
// between orthogonal neighbours and never visiting a cell twice. Some
// cells hold a moon (a black circle) or a sun (a white circle). The loop
// passes through every room, entering it once and leaving it once; in
// each room it passes through all the moons and none of the suns, or all
// the suns and none of the moons (and so through one circle at least: a
// room without circles has no solution); and the rooms it passes
// through in succession alternate: after a room of moons comes a room of
// suns, and after a room of suns a room of moons.
//
// These are pzprjs's checks for moonsun (src/variety/country.js: a room
// passed twice, both kinds passed, two rooms of moons or of suns in a
// row, not all the moons or suns passed, a room not passed, a room whose
// circles are all missed). A board of one room is a puzzle as in pzprjs:
// the loop passes through all its moons or all its suns, with no room to
// alternate with (noqx refuses an odd number of rooms, that one too).
//
// # Formats
//
//   - puzz.link URLs, https://puzz.link/p?moonsun/COLS/ROWS/BODY (and
//     pzv.jp): the borders between rooms as cellgrid.ReadBorders reads
//     them (the rooms named A, B, … in reading order), then every cell in
//     reading order, three to a base-27 digit (0 empty, 1 a sun, 2 a
//     moon; the first cell weighs 9: pzprjs's circles,
//     cellgrid.RegionRule.Cells). Characters after the cells are
//     ignored, as pzprjs does. A puzzle writes one when its rooms are
//     whole.
//   - A text after an optional "#moonsun" (or "#moonorsun") header: the
//     rows of cells ('M' a moon, 'S' a sun, '.' an empty cell; 'B' and
//     'W', black and white, and lower case read too; '?' a circle whose
//     kind is not given, which no URL writes), then as many rows
//     of rooms, a letter a cell (A–Z, a–z; names separated by spaces
//     from 53 on; '.' a cell of no room while drawing). String writes
//     this form.
//
// Encode and Check refuse (an error, not "no solution") a cell in no
// room and a room in parts.
//
// # Answer
//
// {"loop": [[r, c], ...], "grid": [...]}: the loop's cells in order
// (cellgrid.Loop), from its first in reading order, and its picture. A
// partial answer lists the lines known drawn ("lines") and absent
// ("off").
//
// # Encoding
//
// A variable a line between neighbouring cells, under the single-loop
// rule (cellgrid.LoopVars: every cell has 0 or 2 lines; connected,
// added lazily). A variable a cell, visited, true when one of its lines
// is drawn, and a variable a room, true for a room of moons, false for
// a room of suns. A moon is visited exactly when its room is a room of
// moons, a sun exactly when its room is a room of suns; each room has a
// visited circle (a moon, a sun or a circle of unknown kind); (on a board of two rooms or more) exactly two lines
// across each room's border are drawn: it is entered once and left once;
// a line across a border joins a room of moons and a room of suns.
// Check says the same in plain Go, following the loop.
//
// A circle of unknown kind ('?') is of its room's kind when the loop
// passes it and of the other kind when not: it counts as a circle the
// loop passes, with no kind asked of it. It is what an explanation leaves
// of a circle it takes away (Spec.Drop): taking a circle away altogether
// does not always loosen the rules (a room left without circles has no
// solution), taking its kind away does.
//
// # Editing and play
//
// A click selects a cell; a room's letter puts it in that room (the pad
// offers the letters in use and the next unused one), 2 (or # or *) a
// moon, 1 (or +) a sun (pzprjs's numbers; letters name rooms), ? a
// circle of unknown kind, Delete clears the circle, then the room. In
// play, lines are drawn by dragging between cell centres.
//
// Generate (boards up to 15x15; 5, 6, 8, 10 and 12 offered) draws a
// random loop through most cells (cellgrid.RandomLoop), cuts it into an
// even number of arcs of 2 to 5 cells, rooms of moons and of suns in
// turn, and grows the rooms at random from the arcs over the cells off
// the loop. Every cell gets a circle: on the loop its room's kind, off
// it the other kind. A board that has a second loop is dropped for a
// new loop (up to 100); a unique one then loses circles in random order
// while it stays unique, keeping each room's last circle on the loop
// (natively, over seeds 1-20: 6x6 0.02 s, 8x8 0.06 s, 12x12 0.4 s on
// average, a 15x15 board two to four seconds).
package moonsun
