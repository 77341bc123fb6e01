//go:build js

package nonogram

import "time"

// cpuTime is not available under js: benchmarks report wall time only.
func cpuTime() time.Duration { return 0 }
