"""Regions of one name are ordered by how their blocks left each callee, so that what a
message describes does not depend on set order."""

import random

from sparrowpy.engine.memory import AllocSite, Region
from sparrowpy.interproc.summary import Hop
from sparrowpy.ir import Loc


def test_regions_differing_only_in_the_way_out_have_distinct_sort_keys():
    site = AllocSite("recallocarray", Loc("recallocarray.c", 44), 4)
    out3 = Region(site, (Hop("load", "ssh.c", 2290, 17, "arg2"),))
    out4 = Region(site, (Hop("load", "ssh.c", 2290, 17, "arg3"),))
    assert str(out3) == str(out4)  # one name: the way out is not part of it
    assert out3.sort_key() != out4.sort_key()
    regions = [out3, out4]
    for seed in range(8):
        random.Random(seed).shuffle(regions)
        assert min(regions, key=lambda r: (len(r.context), r.sort_key())).context[0].via == "arg2"
