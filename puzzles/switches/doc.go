// Package switches is the switches puzzle, Lights Out and Simon Tatham's
// Flip: bulbs, each with a switch; pressing a switch toggles its bulb and
// every bulb joined to it (or, in general, any set of bulbs). Which
// switches must be pressed, each once, so that every bulb ends in its goal
// state? Pressing twice undoes a press and order does not matter, so an
// answer is a set of switches, and the rules are parity equations over
// GF(2): for each bulb, the switches that toggle it are pressed an odd
// number of times exactly when the bulb must change.
//
// # Formats
//
// Parse reads five formats. An optional first line "#switches" may name
// the format and set options: "#switches [picture|lightsout|flip|text]
// [goal=on|off] [grid=WxH]"; without it the format is detected.
//
// The seed's text format (goal: all on). The first line lists all names
// (optional, as in the seed), the second the bulbs that must flip (those
// that are off), then one connection per line; each switch toggles its
// own bulb and the bulbs it is connected to:
//
//	a b c d e f g h i j k l
//	a b       f g h i   k l
//	a b
//	b c
//	...
//
// "a > b" is a one-sided connection: switch a toggles bulb b, not the
// reverse. When the first line lists every name used later, it is the
// names line; write it to be sure. With "#switches goal=off" the second
// line lists the lit bulbs (they must flip to off).
//
// The keyword format, the canonical text of puzzles no grid format
// describes; it also states the start and the goal separately:
//
//	#switches
//	bulbs: north east south west hub
//	grid: 5x1            (optional: the bulbs sit row by row on a grid)
//	lit: hub             (lit at the start)
//	goal: north south    (lit at the end; or "goal: on", "goal: off")
//	free: west           (optional: may end either way)
//	noself: east         (optional: these switches do not toggle their own bulb)
//	hub north
//	north > east
//
// The seed's picture (goal: all on): o is an unlit bulb, * a lit one, "--"
// joins bulbs on a row and '|' joins bulbs above each other:
//
//	o -- o -- * -- *
//	|    |    |    |
//	* -- o -- o -- o
//
// Cells are named row by row a, b, c, ... as in the seed when there are at
// most 26 of them, otherwise r1c1, r1c2, ... (row and column from 1); see
// GridNames. All grid formats use these names.
//
// The Lights Out grid (goal: all off): rows of '.' (off) and '*' or '#'
// (on); every switch toggles its bulb and its four orthogonal neighbours.
// It needs the header to be detected ("#switches lightsout"), since other
// puzzles use such grids too.
//
// A Tatham Flip game ID (goal: all off), "WxH[c|r]:MATRIX,GRID" as Flip's
// "Game > Game ID" shows it, or the URL of Flip's web page ending in
// "#ID". MATRIX has (WH)^2 bits in hexadecimal, most significant bit of
// each digit first, where bit i*WH+j set means pressing cell i toggles
// cell j; GRID has WH bits, 1 for a lit cell. Toggles may be one-sided and
// a cell need not toggle itself.
//
// Limits: up to MaxBulbs bulbs (boards up to 100x100), names of letters,
// digits, '_', '-' and '.' up to 16 bytes, starting with a letter, a digit
// or '_' ("on" and "off" are reserved), input up to puzzles.MaxInput.
// Errors name the line and column.
//
// String writes the Lights Out grid, the picture or the Flip ID when one
// of them describes the puzzle exactly, and the keyword format otherwise
// (see Puzzle.String).
//
// # Solving
//
// Encode solves the equations by Gaussian elimination over GF(2)
// (sat.XorSystem) before any search: an unsolvable puzzle is reported with
// the bulbs whose parity no switch can fix; otherwise there are exactly
// 2^k solutions, and an exhaustive search of them (sat.Affine.MinWeight)
// finds the fewest presses and proves it. The SAT model gets the equations
// in solved form, and the first answer the driver decodes is always the
// fewest-press one: see Puzzle.Encode. The Route field selects the CNF
// route instead (XOR clauses and gophersat's Minimize), which is far slower.
//
// The answer's JSON is {"flip": ["a", "b", ...], "presses": 8,
// "minimal": true, "solutions": 1, "fewest": 8, "grid": [...]}: the
// switches in input order, their number, whether no solution has fewer,
// the exact number of solutions, the fewest presses when proven, and the
// picture Answer.Text prints (on layouts small enough).
//
// # Playing
//
// Press and Play let a person press switches and watch the lights; Edit
// changes the puzzle (lights, goal, connections) as the web editor does.
package switches
