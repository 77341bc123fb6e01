module github.com/puzzlesat/puzzlesat

go 1.26.8

require github.com/crillab/gophersat v1.4.0
