"""`떨어진 곳` after a length is a distance away, not a fall (`10m 떨어진 곳에서 측정`): a draft
restating the distance is not told its figure lost a sign, while `떨어졌다` after a count is
still a fall."""

from __future__ import annotations

from fa_grounding import check
from grounding_drafts import para

_MEASURED = [
    para("L33", "- 소음은 공연 지점에서 10m 떨어진 곳에서 측정하며, 기준을 넘으면 안 됩니다.")
]
_FELL = [para("L8", "민원은 전년보다 10건 떨어졌다.")]


def test_a_distance_away_is_no_fall() -> None:
    report = check("Noise is measured 10 metres away from the performance spot [L33].", _MEASURED)
    assert report.ok and not report.unconfirmed, report.format_text()


def test_a_count_that_fell_is_still_a_fall() -> None:
    # planted: a fall restated as a rise
    assert not check("민원은 10건 늘었다 [L8].", _FELL).ok
