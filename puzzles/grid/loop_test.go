package grid

import (
	"slices"
	"strings"
	"testing"
)

func TestLinks(t *testing.T) {
	loop := [][2]int{{0, 0}, {0, 1}, {1, 1}, {1, 0}}
	got := SortedLinks(Links(loop, [][2][2]int{{{2, 1}, {1, 1}}}))
	want := []Link{{{0, 0}, {0, 1}}, {{0, 0}, {1, 0}}, {{0, 1}, {1, 1}}, {{1, 0}, {1, 1}}, {{1, 1}, {2, 1}}}
	if !slices.Equal(got, want) {
		t.Errorf("Links = %v", got)
	}
	if n := len(LatticeLinks(3, 4)); n != 3*3+2*4 {
		t.Errorf("a 3x4 lattice has %d links", n)
	}
}

func TestCheckLoop(t *testing.T) {
	if at, err := CheckLoop([][2]int{{0, 0}, {0, 1}, {1, 1}, {1, 0}}, 2, 2, "cell"); err != nil || at[[2]int{1, 1}] != 2 {
		t.Errorf("CheckLoop = %v, %v", at, err)
	}
	for want, loop := range map[string][][2]int{
		"the loop has 2 corners: a loop has at least 4": {{0, 0}, {0, 1}},
		"corner 2,0 is off the board":                   {{0, 0}, {1, 0}, {2, 0}, {1, 0}},
		"the loop visits corner 0,1 twice":              {{0, 0}, {0, 1}, {1, 1}, {0, 1}},
		"the loop jumps from corner 0,1 to 1,0":         {{0, 0}, {0, 1}, {1, 0}, {1, 1}},
	} {
		if _, err := CheckLoop(loop, 2, 2, "corner"); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("CheckLoop(%v) = %v, want %q", loop, err, want)
		}
	}
}

// TestTraceLoop counts the loops of small lattices by tracing every set
// of links: a 2 x n lattice has n(n-1)/2 loops (rectangles), a 3x3 one 13.
func TestTraceLoop(t *testing.T) {
	for _, c := range []struct{ rows, cols, want int }{{2, 2, 1}, {2, 4, 6}, {3, 3, 13}} {
		links := LatticeLinks(c.rows, c.cols)
		n := 0
		for mask := 1; mask < 1<<len(links); mask++ {
			on := map[Link]bool{}
			for i, l := range links {
				if mask>>i&1 == 1 {
					on[l] = true
				}
			}
			if loop := TraceLoop(on); loop != nil {
				if _, err := CheckLoop(loop, c.rows, c.cols, "point"); err != nil {
					t.Fatal(err)
				}
				n++
			}
		}
		if n != c.want {
			t.Errorf("%dx%d: %d loops, want %d", c.rows, c.cols, n, c.want)
		}
	}
	if TraceLoop(nil) != nil {
		t.Error("TraceLoop(nil) is a loop")
	}
}
