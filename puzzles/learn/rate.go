package learn

// Rating is a puzzle's difficulty, read from its solving path.
type Rating struct {
	Rating float64 `json:"rating"` // higher is harder
	Label  string  `json:"label"`  // easy, medium, hard or fiendish
	Steps  int     `json:"steps"`
	Max    int     `json:"max"`    // the largest reason
	Mean   float64 `json:"mean"`   // the mean reason
	Splits int     `json:"splits"` // steps decided by a case split
}

// Rate rates a solving path.
func Rate(steps []Step, small int) Rating {
	r := Rating{Steps: len(steps)}
	sum := 0
	for _, s := range steps {
		r.Max = max(r.Max, s.Size)
		sum += s.Size
		if s.Split {
			r.Splits++
		}
	}
	if len(steps) > 0 {
		r.Mean = float64(sum) / float64(len(steps))
	}
	r.Rating = float64(r.Max)
	r.Label = label(r.Rating)
	return r
}

func label(x float64) string {
	switch {
	case x < 6:
		return "easy"
	case x < 10:
		return "medium"
	case x < 16:
		return "hard"
	}
	return "fiendish"
}
