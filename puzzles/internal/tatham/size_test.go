package tatham

import "testing"

func TestReadSize(t *testing.T) {
	for _, c := range []struct {
		in   string
		w, h int
		rest string
	}{
		{"8x6", 8, 6, ""},
		{"7", 7, 7, ""},
		{"10x12ude", 10, 12, "ude"},
		{"7c", 7, 7, "c"},
		{"12345x2", 1234, 1234, "5x2"}, // at most 4 digits a side
		{"x3", 0, 3, ""},
		{"q", 0, 0, "q"},
	} {
		if w, h, rest := ReadSize(c.in); w != c.w || h != c.h || rest != c.rest {
			t.Errorf("ReadSize(%q) = %d, %d, %q; want %d, %d, %q", c.in, w, h, rest, c.w, c.h, c.rest)
		}
	}
}
