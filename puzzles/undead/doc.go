// Package undead is Undead (Haunted Mirror Maze, Janko's Spukschloss),
// from Simon Tatham's collection: a board of empty squares and diagonal
// mirrors ('/' and '\'). Fill every empty square with a ghost, a vampire
// or a zombie so that there are as many of each as the totals say, and
// each number beside the board counts the monsters seen along the line
// of sight that enters the board there, bouncing off the mirrors until
// it leaves: a vampire is seen only directly (before the first
// reflection), a ghost only in a mirror (after one), a zombie always; a
// monster passed twice is counted twice. Some monsters may be given.
//
// # Formats
//
// Parse accepts, told apart by their look:
//
//   - Simon Tatham's Undead game IDs, "WxH[dD]:G,V,Z,GRID,NUMBERS"
//     (undead.c): the size, optionally a difficulty (e, n or t; checked
//     and ignored), then the ghosts, vampires and zombies, the squares in
//     reading order ('L' a mirror \, 'R' a mirror /, 'G', 'V' or 'Z' a
//     given monster, 'a'–'z' a run of 1 to 26 empty squares), then the
//     2(W+H) numbers clockwise from the top left: above the board left to
//     right, right of it top to bottom, below it right to left, left of
//     it bottom to top. Written when every number and total is given:
//     "4x4:3,3,3,bLLaLaRaRbRLb,1,1,0,0,0,2,4,3,2,3,0,0,2,2,0,3".
//
//   - A text grid after an optional "#undead" header whose words give
//     the totals ("ghosts=3 vampires=3 zombies=3", any of them): the board
//     framed by its numbers, H+2 lines, the first and last '+', the
//     numbers above (below) the columns and '+'; each other line the
//     row's left number, its squares ('.' empty, '\' and '/' mirrors,
//     'G', 'V' and 'Z' given monsters, together or apart) and its right
//     number. A number is '.' where none is given; words are separated
//     by spaces. String writes this form, the tokens aligned:
//
//     #undead ghosts=3 vampires=3 zombies=3
//
//   - 1 1 0 0 +
//     3 . . \ \ 0
//     0 . \ . / 2
//     2 . / . . 4
//     2 / \ . . 3
//
//   - 0 0 3 2 +
//
// (Tatham's "4x4:3,3,3,bLLaLaRaRbRLb,1,1,0,0,0,2,4,3,2,3,0,0,2,2,0,3".)
//
// # Answer
//
// {"grid": ["GV\\\\", "G\\V/", "V/ZZ", "/\\GZ"]} (that puzzle's): a string a row, 'G' a
// ghost, 'V' a vampire, 'Z' a zombie, a mirror square its mirror (in JSON
// the backslash is escaped); a partial answer has '?' where a monster is
// not known (puzzles.Picture).
//
// # Encoding
//
// Three variables per empty square, a ghost, a vampire, a zombie, exactly
// one true (a given monster is constants); exactly the total of each. A
// number's line of sight is walked once through the mirrors: each square
// it passes before a reflection shows a monster unless it is a ghost,
// after one unless it is a vampire; exactly the number of those
// literals, repeated for a square passed twice, are true (a
// pseudo-Boolean sum). Check walks the lines again and counts in plain
// Go.
//
// The editor selects the squares, the numbers beside the board (arrows
// move on to them) and the totals in three corners (ghosts top left,
// vampires top right, zombies bottom left; tap them): \ and / for the
// mirrors, Ghost, Vampire and Zombie for given monsters, digits for the
// numbers (1 then 2 is 12 when 12 may be), Delete to clear. Play enters a
// ghost, vampire or zombie per empty square. Generate fills a random
// board as Tatham's generator does (two squares in five a mirror, either
// way, the others random monsters), gives every number and total, and
// keeps the first of up to 3000 boards with one solution: 4x4 to 7x7,
// 5x5 by default.
package undead
