// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Database.h"
#include "EncounterRepository.h"
#include "SampleRecords.h"

#include <QString>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace scouter::store {

// A campaign file on disk with one sample encounter (samples::encounter()), for tests that write
// that encounter's commands.
class SampleCampaignTest : public ::testing::Test {
protected:
    void SetUp() override {
        m_path = m_dir.filePath(QStringLiteral("campaign.scouter"));
        auto db = Database::open(m_path);
        ASSERT_TRUE(db.ok());
        m_encounter = EncounterRepository(db.value()).create(samples::encounter()).value();
    }

    QTemporaryDir m_dir;
    QString m_path;
    qint64 m_encounter = 0;
};

} // namespace scouter::store
