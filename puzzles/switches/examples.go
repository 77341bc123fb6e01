package switches

import (
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// examples are the puzzles Examples returns.
var examples = []puzzles.Example{
	{Name: "Seed 3x4 (text)", Text: seedText},
	{Name: "Seed 3x4 (picture)", Text: seedPicture},
	{Name: "Lights Out 5x5, all on", Text: "#switches lightsout\n*****\n*****\n*****\n*****\n*****\n"},
	{Name: "Tatham Flip 3x3 random", Text: "3x3:d0740b1a41b3244c0f0d8,e58\n"},
	{Name: "One-sided switches, pattern goal", Text: `#switches
bulbs: north east south west hub
lit: hub
goal: north south
hub north
hub east
hub south
hub west
north > east
east > south
south > west
west > north
`},
}

// The seed's example, in its text format and as its picture. Its only
// solution is a b e f g i j k.
const (
	seedText = `a b c d e f g h i j k l
a b       f g h i   k l
a b
b c
c d
e f
f g
g h
i j
j k
k l
a e
b f
c g
d h
e i
f j
g k
h l
`
	seedPicture = `o -- o -- * -- *
|    |    |    |
* -- o -- o -- o
|    |    |    |
o -- * -- o -- o
`
)

// Detect implements puzzles.Type: a "#switches" header, a Tatham Flip
// game ID (or its web page URL), the seed's picture with at least one
// connection, or the seed's text format with its names line (at least three
// names on the first line, every later name among them, and at least one
// connection). Lights Out grids of '.' and '*' need the header: other
// puzzles use such grids too.
func (Type) Detect(text string) bool {
	var lines []string
	for _, l := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		if l = strings.TrimRight(l, " \t\r"); l != "" {
			lines = append(lines, l)
		}
	}
	switch {
	case len(lines) == 0:
		return false
	case strings.HasPrefix(strings.ToLower(strings.TrimSpace(lines[0])), "#switches"):
		return true
	case len(lines) == 1 && claimsFlipID(lines[0]):
		return true
	}
	return isPictureText(lines) || isSeedText(lines)
}

func isPictureText(lines []string) bool {
	all := strings.Join(lines, "\n")
	return strings.Trim(all, "o*-| \n") == "" && strings.ContainsAny(all, "o*") && (strings.Contains(all, "-") || strings.Contains(all, "|"))
}

func isSeedText(lines []string) bool {
	if len(lines) < 3 {
		return false
	}
	names := strings.Fields(lines[0])
	known := map[string]bool{}
	for _, n := range names {
		if checkName(n) != nil || known[n] {
			return false
		}
		known[n] = true
	}
	if len(names) < 3 {
		return false
	}
	for _, n := range strings.Fields(lines[1]) {
		if !known[n] {
			return false
		}
	}
	for i, l := range lines[2:] {
		c, ok := parseConnection(line{l, i + 3})
		if !ok || !known[c.a] || !known[c.b] {
			return false
		}
	}
	return true
}
