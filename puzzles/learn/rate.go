package learn

import (
	"cmp"
	"slices"
)

// Rating is a puzzle's difficulty, read from its solving path.
type Rating struct {
	Rating   float64 `json:"rating"` // higher is harder (see Rate)
	Label    string  `json:"label"`  // easy, medium, hard or fiendish
	Steps    int     `json:"steps"`
	Max      int     `json:"max"`      // the largest reason
	Mean     float64 `json:"mean"`     // the mean reason
	Splits   int     `json:"splits"`   // steps decided by a case split
	Indirect int     `json:"indirect"` // steps not Direct
}

// Hardest is how many of a path's largest reasons its rating averages.
const Hardest = 5

// IndirectWeight is what a path of only indirect steps adds to its
// rating (see Rate).
const IndirectWeight = 10

// Rate rates a solving path: the mean size of its Hardest largest
// reasons (of all of them on a shorter path), plus IndirectWeight times
// the share of its steps that are not Direct. One hard step in an easy
// path counts for a fifth of the first part; a path that needs several
// large reasons rates as high as its largest; a path whose steps often
// need a supposition followed to a contradiction rates higher than one
// as large whose every step follows straight from its reason. On Tatham's
// graded puzzles the second part ranks his levels better in Light Up,
// Loopy and Towers and as well in Solo (see the README).
func Rate(steps []Step, small int) Rating {
	r := Rating{Steps: len(steps)}
	sizes := make([]int, len(steps))
	sum := 0
	for k, s := range steps {
		sizes[k] = s.Size
		r.Max = max(r.Max, s.Size)
		sum += s.Size
		if s.Split {
			r.Splits++
		}
		if !s.Direct {
			r.Indirect++
		}
	}
	if len(steps) > 0 {
		r.Mean = float64(sum) / float64(len(steps))
		slices.SortFunc(sizes, func(a, b int) int { return cmp.Compare(b, a) })
		top := sizes[:min(Hardest, len(sizes))]
		total := 0
		for _, s := range top {
			total += s
		}
		r.Rating = float64(total)/float64(len(top)) + IndirectWeight*float64(r.Indirect)/float64(len(steps))
	}
	r.Label = label(r.Rating)
	return r
}

func label(x float64) string {
	switch {
	case x < 7:
		return "easy"
	case x < 11:
		return "medium"
	case x < 16:
		return "hard"
	}
	return "fiendish"
}
