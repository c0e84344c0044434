// SPDX-License-Identifier: GPL-3.0-or-later
#include "prep/PrepWindow.h"

#include "encounter/BackgroundLoader.h"
#include "grid/MapDialog.h"
#include "grid/MapStorage.h"
#include "library/GroupListModel.h"
#include "library/LastRuleset.h"
#include "prep/PlacementView.h"
#include "prep/PrepPickModel.h"

#include "WindowFit.h"

#include "CharacterRepository.h"
#include "Database.h"
#include "EncounterDraft.h"
#include "EncounterReplay.h"
#include "EncounterRepository.h"
#include "NpcGroupRepository.h"

#include "CharacterSheet.h"
#include "rules/RulesetRegistry.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <map>
#include <set>

namespace scouter::ui {

namespace {

constexpr int kMaxGrid = 200;

[[nodiscard]] const engine::RulesetRegistry& registry() {
    return store::CharacterSheet::registry();
}

} // namespace

PrepWindow::PrepWindow(store::Database& db, QWidget* parent) : QDialog(parent), m_db(db) {
    setObjectName(QStringLiteral("prepWindow"));
    setWindowTitle(tr("New Encounter — Scouter"));
    m_title = new QLineEdit(tr("New encounter"));
    m_title->setObjectName(QStringLiteral("prepTitle"));
    m_ruleset = new QComboBox;
    m_ruleset->setObjectName(QStringLiteral("prepRuleset"));
    for (const std::string& name : registry().available()) {
        m_ruleset->addItem(QString::fromStdString(registry().title(name)), QString::fromStdString(name));
        m_ruleset->setItemData(m_ruleset->count() - 1, QString::fromStdString(registry().description(name)),
                               Qt::ToolTipRole);
    }
    // The ruleset last chosen, for a table that plays one system.
    m_ruleset->setCurrentIndex(std::max(0, m_ruleset->findData(LastRuleset::get())));
    m_width = new QSpinBox;
    m_width->setObjectName(QStringLiteral("prepWidth"));
    m_height = new QSpinBox;
    m_height->setObjectName(QStringLiteral("prepHeight"));
    for (QSpinBox* size : {m_width, m_height}) {
        size->setRange(1, kMaxGrid);
        size->setSuffix(tr(" squares"));
    }
    m_width->setValue(12);
    m_height->setValue(9);
    auto* gridSize = new QHBoxLayout;
    gridSize->addWidget(m_width);
    gridSize->addWidget(new QLabel(tr("×")));
    gridSize->addWidget(m_height);
    auto* settings = new QFormLayout;
    settings->addRow(tr("&Title"), m_title);
    settings->addRow(tr("&Ruleset"), m_ruleset);
    settings->addRow(tr("Grid"), gridSize);
    auto* optionBox = new QGroupBox(tr("Options (the defaults are the digest's)"));
    m_optionForm = new QFormLayout(optionBox);

    m_picks = new PrepPickModel(this);
    m_pickTable = new QTableView;
    m_pickTable->setObjectName(QStringLiteral("prepPicks"));
    m_pickTable->setModel(m_picks);
    m_pickTable->verticalHeader()->hide();
    m_pickTable->horizontalHeader()->setSectionResizeMode(PrepPickModel::Name, QHeaderView::ResizeToContents);
    m_pickTable->horizontalHeader()->setStretchLastSection(true);
    m_pickTable->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                                 QAbstractItemView::AnyKeyPressed);
    m_placement = new PlacementView;
    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("prepMessage"));
    m_message->setWordWrap(true);

    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addLayout(settings);
    leftLayout->addWidget(optionBox);
    leftLayout->addWidget(new QLabel(tr("Who takes part (check the box; double-click a side to change it):")));
    leftLayout->addWidget(m_pickTable, 1);
    auto* right = new QWidget;
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    auto* placementHint = new QLabel(tr("Starting squares: placed by side, each side along its own edge; drag a "
                                        "token to move it (dropped on another, the two swap):"));
    placementHint->setWordWrap(true); // one long line would widen this half and squeeze the picks
    m_mapButton = new QPushButton(tr("&Map…"));
    m_mapButton->setObjectName(QStringLiteral("prepMap"));
    m_mapButton->setToolTip(tr("A picture of the place under the grid (PNG, JPEG or WebP)"));
    auto* hintRow = new QHBoxLayout;
    hintRow->addWidget(placementHint, 1);
    hintRow->addWidget(m_mapButton, 0, Qt::AlignTop);
    rightLayout->addLayout(hintRow);
    rightLayout->addWidget(m_placement, 1);
    auto* split = new QSplitter;
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_saveReady = buttons->addButton(tr("Save as &Ready"), QDialogButtonBox::AcceptRole);
    m_saveReady->setObjectName(QStringLiteral("saveReady"));
    m_saveStart = buttons->addButton(tr("Save and &Start"), QDialogButtonBox::ActionRole);
    m_saveStart->setObjectName(QStringLiteral("saveStart"));
    m_saveStart->setDefault(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split, 1);
    layout->addWidget(m_message);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_saveReady, &QPushButton::clicked, this, [this] { save(false); });
    connect(m_saveStart, &QPushButton::clicked, this, [this] { save(true); });
    connect(m_mapButton, &QPushButton::clicked, this, &PrepWindow::showMapDialog);
    m_mapWriter = new BackgroundLoader(m_db.path(), this);
    connect(m_ruleset, &QComboBox::currentIndexChanged, this, &PrepWindow::fillOptions);
    connect(m_ruleset, &QComboBox::currentIndexChanged, this, [this] {
        // Another ruleset, other characters: its PCs come ticked as on the first read.
        m_picks->setLibrary({}, {}, {});
        reload();
    });
    connect(m_title, &QLineEdit::textChanged, this, &PrepWindow::check);
    connect(m_width, &QSpinBox::valueChanged, this, &PrepWindow::rebuild);
    connect(m_height, &QSpinBox::valueChanged, this, &PrepWindow::rebuild);
    connect(m_picks, &QAbstractItemModel::dataChanged, this, &PrepWindow::rebuild);
    connect(m_picks, &QAbstractItemModel::modelReset, this, &PrepWindow::rebuild);
    fillOptions();
    reload();
    WindowFit::resize(*this, {1100, 680});
}

void PrepWindow::fillOptions() {
    while (m_optionForm->rowCount() > 0) {
        m_optionForm->removeRow(0);
    }
    // The chosen ruleset's words: its surprise (a column only where the rules know one), its end.
    const std::string ruleset = m_ruleset->currentData().toString().toStdString();
    auto made = registry().create(ruleset, {});
    const auto* rules = std::get_if<std::unique_ptr<engine::Ruleset>>(&made);
    m_terms = rules != nullptr ? (*rules)->terms() : engine::Terms{};
    m_picks->setSurprise(QString::fromStdString(m_terms.surprised), QString::fromStdString(m_terms.surprisedHelp));
    m_pickTable->setColumnHidden(PrepPickModel::Surprised, m_terms.surprised.empty());
    m_options.clear();
    for (const engine::OptionSpec& spec : registry().optionSpecs(m_ruleset->currentData().toString().toStdString())) {
        const QString name = QString::fromStdString(spec.name);
        auto* choice = new QComboBox;
        choice->setObjectName(QStringLiteral("option-") + name);
        // The ruleset's words are shown, its ids stored (item data).
        for (const engine::OptionValue& value : spec.values) {
            choice->addItem(QString::fromStdString(value.label), QString::fromStdString(value.id));
        }
        choice->setToolTip(QString::fromStdString(spec.meaning));
        m_options[name] = choice;
        auto* label = new QLabel(QString::fromStdString(spec.label));
        label->setToolTip(choice->toolTip());
        m_optionForm->addRow(label, choice);
    }
}

QComboBox* PrepWindow::option(const QString& name) const {
    const auto it = m_options.find(name);
    return it == m_options.end() ? nullptr : it->second;
}

void PrepWindow::reload() {
    auto characters = store::CharacterRepository(m_db).list();
    auto groups = store::NpcGroupRepository(m_db).list();
    if (!characters || !groups) {
        m_message->setText((!characters ? characters.error() : groups.error()).message);
        return;
    }
    const std::vector<store::DraftPick> before = m_picks->picks();
    const std::map<qint64, QString> names = GroupListModel::namesOf(characters.value());
    // Only the characters the encounter's ruleset can set up: those whose ruleset has its sheet
    // (two revisions of one system may share one), and the groups made of them.
    const store::CharacterSheet sheet(m_ruleset->currentData().toString());
    std::map<QString, bool> fits;
    std::set<qint64> fitting;
    std::vector<store::Character> shown;
    for (const store::Character& c : characters.value()) {
        if (!fits.contains(c.ruleset)) {
            fits[c.ruleset] = store::CharacterSheet(c.ruleset).fields() == sheet.fields();
        }
        if (fits[c.ruleset]) {
            fitting.insert(c.id);
            shown.push_back(c);
        }
    }
    std::vector<store::NpcGroup> shownGroups;
    QStringList madeOf;
    for (const store::NpcGroup& g : groups.value()) {
        const bool fit = g.templateCharacterId ? fitting.contains(*g.templateCharacterId)
                                               : std::all_of(g.memberIds.begin(), g.memberIds.end(),
                                                             [&](qint64 id) { return fitting.contains(id); });
        if (fit) {
            shownGroups.push_back(g);
            madeOf << GroupListModel::describe(g, names);
        }
    }
    m_reloading = true; // one placement for the whole read, not one per restored tick
    m_picks->setLibrary(shown, shownGroups, madeOf);
    if (!before.empty()) {
        // Keep what was chosen; PCs are ticked afresh only on the first read.
        for (int row = 0; row < m_picks->rowCount(); ++row) {
            (void)m_picks->setData(m_picks->index(row, PrepPickModel::Name), Qt::Unchecked, Qt::CheckStateRole);
        }
        for (const store::DraftPick& pick : before) {
            const QModelIndex name = m_picks->indexOf(pick.source, pick.id);
            if (name.isValid()) {
                (void)m_picks->setData(name, Qt::Checked, Qt::CheckStateRole);
                (void)m_picks->setData(name.siblingAtColumn(PrepPickModel::Side), pick.side);
                (void)m_picks->setData(name.siblingAtColumn(PrepPickModel::Surprised),
                                       pick.surprised ? Qt::Checked : Qt::Unchecked, Qt::CheckStateRole);
            }
        }
    }
    m_reloading = false;
    rebuild();
}

store::EncounterRecord PrepWindow::draft() const {
    store::EncounterRecord record = m_placement->encounter();
    record.title = m_title->text().trimmed();
    record.ruleset = m_ruleset->currentData().toString();
    record.options = {};
    for (const auto& [name, choice] : m_options) {
        const QString value = choice->currentData().toString();
        record.options.insert(name, value == QStringLiteral("true")    ? QJsonValue(true)
                                    : value == QStringLiteral("false") ? QJsonValue(false)
                                                                       : QJsonValue(value));
    }
    return record;
}

void PrepWindow::rebuild() {
    if (m_reloading) {
        return;
    }
    store::EncounterRecord base;
    base.gridWidth = m_width->value();
    base.gridHeight = m_height->value();
    auto built = store::EncounterDraft(m_db).build(base, m_picks->picks());
    m_draftError = built ? QString() : built.error().message;
    if (built) {
        // Whoever was placed already (dragged, say) keeps their square; newcomers are placed around them.
        std::map<QString, store::GridSquare> before;
        for (const store::Participant& p : m_placement->encounter().participants) {
            if (p.at) {
                before[p.combatant] = *p.at;
            }
        }
        for (store::Participant& p : built.value().participants) {
            const auto kept = before.find(p.combatant);
            p.at = kept == before.end() ? std::nullopt : std::optional<store::GridSquare>(kept->second);
        }
        store::EncounterDraft::placeBySide(built.value(), store::EncounterDraft::Placement::OnlyUnplaced);
    }
    m_placement->setEncounter(built ? built.value() : base);
    check();
}

QStringList PrepWindow::problems() const {
    QStringList found;
    if (!m_draftError.isEmpty()) {
        found << m_draftError;
    }
    const store::EncounterRecord record = draft();
    if (record.title.isEmpty()) {
        found << tr("Give the encounter a title.");
    }
    std::set<QString> sides;
    int unplaced = 0;
    for (const store::Participant& p : record.participants) {
        sides.insert(p.side);
        unplaced += p.at ? 0 : 1;
    }
    if (record.participants.empty()) {
        found << tr("Check who takes part.");
    } else if (sides.size() < 2) {
        // The rules' name for that end, when they have one.
        const QString named = QString::fromStdString(m_terms.lastSideStanding);
        found << tr("Everyone is on the side \"%1\": with no Opponent the encounter would end at once%2. Put "
                    "someone on another side.")
                     .arg(*sides.begin(), named.isEmpty() ? QString() : tr(" (%1)").arg(named));
    }
    if (unplaced > 0) {
        found << tr("The grid is too small: %1 tokens have no square. Make it larger.").arg(unplaced);
    }
    if (found.isEmpty()) {
        // The set-up of a new encounter: what the library holds from before the rules between a
        // sheet's stats is named here, and mended in the library.
        if (auto state = store::EncounterReplay::setUp(record, engine::SetupCheck::New);
            const auto* why = std::get_if<QString>(&state)) {
            found << tr("The rules refuse a sheet (change it in the library): %1").arg(*why);
        } else if (auto rules = store::EncounterReplay::ruleset(record); !rules) {
            found << rules.error().message;
        }
    }
    return found;
}

void PrepWindow::check() {
    const QStringList found = problems();
    const int count = static_cast<int>(m_placement->encounter().participants.size());
    m_message->setText(found.isEmpty() ? tr("%1 combatants, ready to save.").arg(count)
                                       : found.join(QLatin1Char('\n')));
    m_message->setStyleSheet(found.isEmpty() ? QString() : QStringLiteral("color: #c62828"));
    m_saveReady->setEnabled(found.isEmpty());
    m_saveStart->setEnabled(found.isEmpty());
}

bool PrepWindow::save(bool start) {
    const QStringList found = problems();
    if (!found.isEmpty()) {
        m_message->setText(found.join(QLatin1Char('\n')));
        return false;
    }
    auto id = store::EncounterRepository(m_db).create(draft());
    if (!id) {
        m_message->setText(tr("Not saved: %1").arg(id.error().message));
        return false;
    }
    LastRuleset::remember(m_ruleset->currentData().toString());
    const GridMap& map = m_placement->map();
    if (map.isEmpty()) {
        Q_EMIT saved(id.value(), start);
        accept();
        return true;
    }
    // The encounter is saved; its map follows on a worker connection, and only once it is
    // written is the encounter announced (Save and Start opens it with its map).
    m_message->setText(tr("Saving the map…"));
    for (QWidget* button : std::initializer_list<QWidget*>{m_saveReady, m_saveStart, m_mapButton}) {
        button->setEnabled(false);
    }
    MapStorage::save(
        *m_mapWriter, id.value(), {}, map, [this, encounterId = id.value(), start](const store::Status& written) {
            if (!written) {
                // The encounter itself is in the file: announced all the same, the map set again from
                // Encounter › Map….
                auto* box =
                    new QMessageBox(QMessageBox::Warning, tr("Map not saved"),
                                    tr("The encounter is saved, but not its map: %1").arg(written.error().message),
                                    QMessageBox::Ok, parentWidget());
                box->setAttribute(Qt::WA_DeleteOnClose);
                box->open();
            }
            for (QWidget* button : std::initializer_list<QWidget*>{m_saveReady, m_saveStart, m_mapButton}) {
                button->setEnabled(true);
            }
            m_message->clear();
            Q_EMIT saved(encounterId, start);
            accept();
        });
    return true;
}

MapDialog* PrepWindow::showMapDialog() {
    auto* dialog = new MapDialog(m_placement->map(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &MapDialog::previewed, m_placement, &PlacementView::setMap);
    dialog->setWindowModality(Qt::WindowModal);
    dialog->open();
    return dialog;
}

} // namespace scouter::ui
