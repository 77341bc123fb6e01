package grid

import "testing"

func TestEdges(t *testing.T) {
	for _, s := range []Size{{1, 1}, {2, 3}, {7, 7}} {
		want := s.Rows*(s.Cols-1) + s.Cols*(s.Rows-1)
		if got := len(s.Edges()); got != want {
			t.Errorf("%v: %d edges, want %d", s, got, want)
		}
		for _, e := range s.Edges() {
			if !Adjacent(e.A, e.B) || !s.In(e.A) || !s.In(e.B) {
				t.Errorf("%v: bad edge %v", s, e)
			}
		}
	}
}

func TestDirs(t *testing.T) {
	for _, d := range Dirs {
		if d.Opposite().Opposite() != d || d.Clockwise(4) != d || d.Clockwise(-1).Clockwise(1) != d {
			t.Errorf("%v: direction arithmetic broken", d)
		}
		p := Pos{3, 3}
		if got, ok := DirTo(p, p.Add(d.Delta())); !ok || got != d {
			t.Errorf("DirTo(%v) = %v %v", d, got, ok)
		}
	}
}

func TestNeighbours(t *testing.T) {
	s := Size{8, 8}
	cases := []struct {
		p     Pos
		moves []Delta
		want  int
	}{
		{Pos{0, 0}, Knight, 2}, {Pos{3, 3}, Knight, 8}, {Pos{0, 0}, King, 3},
		{Pos{4, 4}, King, 8}, {Pos{0, 3}, Orthogonal, 3},
	}
	for _, c := range cases {
		if got := len(s.Neighbours(c.p, c.moves)); got != c.want {
			t.Errorf("%v: %d neighbours, want %d", c.p, got, c.want)
		}
	}
}
