// Package shimaguni is Shimaguni (Islands): shade cells of a board
// divided into rooms (the sea areas) so that every room holds exactly
// one island: its shaded cells are connected side by side (up, down,
// left, right), and it has at least one. Shaded cells in different
// rooms never touch side by side (islands are parted by the sea; corner
// to corner is allowed). A number in a room says how many of its cells
// are shaded, and the islands of two rooms that share a border have
// different sizes.
//
// The rules are pzprjs's checks (src/variety/shimaguni.js): cbShade
// (shaded cells of different rooms side by side), bkShadeDivide (a
// room's shaded cells in parts), bkShadeNe (a number not met), bsEqShade
// (rooms side by side with as many shaded cells) and bkNoShade (a room
// without shaded cells); noqx's solver (solver/shimaguni.py) says the
// same.
//
// # Formats
//
//   - puzz.link URLs, https://puzz.link/p?shimaguni/COLS/ROWS/BODY, as
//     Heyawake's: the borders between rooms as cellgrid.ReadBorders reads
//     them (the rooms named A, B, … in reading order), then a number for
//     each room in that order (pzprjs's Number16 codec: '0'–'f', '-' and
//     two hex digits, '+' and three; 'g'–'z' 1 to 20 rooms without one),
//     set in the room's first cell (cellgrid.RegionRule.Numbers). A
//     puzzle writes one when its numbers stand in their rooms' first
//     cells. Borders that part no two rooms (a wall's loose end) are read
//     and not written again, so such a URL is written shorter.
//   - A text after an optional "#shimaguni" header (or "#islands"): the
//     rows of cells ('.' a cell without a number, or the number, 1 up;
//     cells separated by spaces when a number has two digits), then as
//     many rows of rooms, a letter a cell (A–Z, a–z; names separated by
//     spaces from 53 on; '.' a cell of no room while drawing). String
//     writes this form.
//
// Encode refuses (an error, not "no solution") a cell in no room and a
// room in parts.
//
// # Answer
//
// {"grid": ["##.#..", ...]}: a row a string, '#' shaded, '.' not ('?'
// not known, in a partial answer).
//
// # Encoding
//
// A variable a cell (shaded). For each two cells side by side in
// different rooms, not both shaded. Every room has a shaded cell; a
// numbered room exactly its number (from 8 up by a sequential counter of
// clauses, sat.Model.CountBetween, as Heyawake's); a room without a
// number has a size, a sat.Int from 1 to its cells tied to its shaded
// cells by a sum (the cells less the order literals "size >= v", v from
// 2, make 1). For two rooms sharing a border: both numbered with one
// number, no solution; a number beside a size, the size is not that
// number; two sizes, not equal (sat.Model.NotEqual). In a room whose
// island has two cells or more (its number, or "size >= 2"), every
// shaded cell has a shaded neighbour in the room. Each room's shaded
// cells are connected, added lazily: a graph.Connected over the room's
// cells (Minimal cuts) for each room. Check says the same in plain Go,
// in pzprjs's order.
//
// # Editing
//
// A click selects a cell; a room's letter puts it in that room (the pad
// offers the letters in use and the next unused one), digits write its
// number (1 then 2 is 12), Delete clears the number, then the room.
//
// Generate (boards 2x2 to 12x12; it offers 6x6 and 8x8) plants
// islands from half the cells in random order, each not beside an
// island yet, grown at random to 1 to 12 cells never beside another, and
// grows a room around each (cellgrid.GrowRegions); while two rooms side
// by side have islands of one size, one of them grows or loses a cell
// (new islands, up to 20 times, if that does not settle). It numbers
// every room with its island's size and, while the solver finds another
// answer, moves a sea cell to a neighbouring room, keeping the planted
// islands an answer: of up to 12 such moves, the cells the other answer
// shades first, the first after which Check refuses the other answer,
// else the first of them (up to 100 rounds); up to 40 boards. Then numbers are dropped while the puzzle
// stays unique. Seeds 1–20 make a unique board at 6x6, 8x8 and 10x10
// (natively, CPU time at load average 7–10 on 2 cores: 6x6 up to
// 0.45 s, 8x8 up to 1.5 s, 10x10 up to 6.5 s, too slow to offer; the
// plain-Go Check of each trial move is a good part of it).
package shimaguni
