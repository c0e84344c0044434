// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace scouter::engine {

// Which set-up check applies: a stored encounter opens with the bounds it was accepted under; one
// set up now (the prep, an import, a scenario file) also meets the rules between a sheet's stats.
enum class SetupCheck { Stored, New };

} // namespace scouter::engine
