// SPDX-License-Identifier: GPL-3.0-or-later
#include "grid/MapDialog.h"

#include "encounter/BackgroundLoader.h"
#include "encounter/EncounterController.h"
#include "grid/MapStorage.h"

#include "EncounterMap.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QThread>
#include <QVBoxLayout>

#include <optional>

namespace scouter::ui {

namespace {

QDoubleSpinBox* mapNumberField(double low, double high, const QString& suffix, const QString& name) {
    auto* field = new QDoubleSpinBox;
    field->setObjectName(name);
    field->setRange(low, high);
    field->setDecimals(1);
    field->setSuffix(suffix);
    field->setKeyboardTracking(false); // previewed once the number is typed, not per digit
    return field;
}

} // namespace

MapDialog::MapDialog(GridMap current, QWidget* parent)
    : QDialog(parent), m_original(current), m_map(std::move(current)) {
    setObjectName(QStringLiteral("mapDialog"));
    setWindowTitle(tr("Map"));
    m_file = new QLabel;
    m_file->setObjectName(QStringLiteral("mapFile"));
    m_file->setWordWrap(true);
    m_choose = new QPushButton(tr("&Choose a Picture…"));
    m_choose->setObjectName(QStringLiteral("mapChoose"));
    m_remove = new QPushButton(tr("&Remove Map"));
    m_remove->setObjectName(QStringLiteral("mapRemove"));
    namespace limits = store::maplimits;
    m_squarePixels = mapNumberField(limits::kMinSquarePixels, limits::kMaxSquarePixels, tr(" px"),
                                    QStringLiteral("mapSquarePixels"));
    m_squarePixels->setToolTip(tr("How many of the picture's pixels make one square of the grid"));
    m_offsetX = mapNumberField(-limits::kMaxOffset, limits::kMaxOffset, tr(" px"), QStringLiteral("mapOffsetX"));
    m_offsetY = mapNumberField(-limits::kMaxOffset, limits::kMaxOffset, tr(" px"), QStringLiteral("mapOffsetY"));
    for (QDoubleSpinBox* offset : {m_offsetX, m_offsetY}) {
        offset->setToolTip(tr("Where the picture's top-left corner lies, in its own pixels, right of (below) the "
                              "grid's top-left corner; negative: left of (above) it"));
    }
    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("mapMessage"));
    m_message->setWordWrap(true);

    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(m_choose);
    auto* form = new QFormLayout;
    form->addRow(tr("Picture:"), fileRow);
    form->addRow(tr("Pixels per &square:"), m_squarePixels);
    form->addRow(tr("&X offset:"), m_offsetX);
    form->addRow(tr("&Y offset:"), m_offsetY);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    buttons->addButton(m_remove, QDialogButtonBox::ResetRole);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("A picture of the place under the grid (PNG, JPEG or WebP), kept in the "
                                    "campaign file. Changes show on the grid at once.")));
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &MapDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &MapDialog::reject);
    connect(m_choose, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Choose the Map"), QString(),
                                                          tr("Pictures (*.png *.jpg *.jpeg *.webp);;All files (*)"));
        if (!path.isEmpty()) {
            chooseFile(path);
        }
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        m_message->clear();
        setMap({nullptr, m_map.squarePixels, m_map.offsetX, m_map.offsetY});
    });
    for (QDoubleSpinBox* field : {m_squarePixels, m_offsetX, m_offsetY}) {
        connect(field, &QDoubleSpinBox::valueChanged, this, &MapDialog::placementEdited);
    }
    showMap();
}

MapDialog::~MapDialog() {
    if (m_reading != nullptr) {
        m_reading->wait();
    }
}

MapDialog* MapDialog::openFor(EncounterController& controller, BackgroundLoader& loader, QWidget* parent) {
    auto* dialog = new MapDialog(controller.map(), parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const qint64 encounterId = controller.encounterId();
    connect(dialog, &MapDialog::previewed, &controller, &EncounterController::setMap);
    // The encounter closed under it: nothing left to place the map on.
    connect(&controller, &QObject::destroyed, dialog, &QWidget::close);
    dialog->setSaver(
        [&loader, encounterId](const GridMap& before, const GridMap& after, std::function<void(store::Status)> done) {
            MapStorage::save(loader, encounterId, before, after, std::move(done));
        });
    dialog->setWindowModality(Qt::WindowModal);
    dialog->open();
    return dialog;
}

void MapDialog::setMap(GridMap map) {
    m_map = std::move(map);
    showMap();
    Q_EMIT previewed(m_map);
}

void MapDialog::showMap() {
    m_showing = true;
    m_squarePixels->setValue(m_map.squarePixels);
    m_offsetX->setValue(m_map.offsetX);
    m_offsetY->setValue(m_map.offsetY);
    m_showing = false;
    const bool has = !m_map.isEmpty();
    m_file->setText(has ? tr("%1 × %2 pixels, %3")
                              .arg(m_map.picture->size().width())
                              .arg(m_map.picture->size().height())
                              .arg(m_map.picture->format().toUpper())
                        : tr("No map: the grid's own field"));
    for (QWidget* field : std::initializer_list<QWidget*>{m_squarePixels, m_offsetX, m_offsetY, m_remove}) {
        field->setEnabled(has && !busy());
    }
    m_choose->setEnabled(!busy());
    m_ok->setEnabled(!busy());
}

void MapDialog::placementEdited() {
    if (m_showing) {
        return;
    }
    setMap({m_map.picture, m_squarePixels->value(), m_offsetX->value(), m_offsetY->value()});
}

void MapDialog::chooseFile(const QString& path) {
    if (m_reading != nullptr) {
        return; // one file at a time: the buttons are off meanwhile
    }
    const QString name = QFileInfo(path).fileName();
    m_message->setText(tr("Reading %1…").arg(name));
    auto* thread = QThread::create([this, path, name] {
        auto read = std::make_shared<std::optional<store::Result<std::shared_ptr<const MapPicture>>>>(
            MapPicture::readFile(path));
        QMetaObject::invokeMethod(
            this, [this, name, read] { pictureRead(name, std::move(**read)); }, Qt::QueuedConnection);
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    m_reading = thread;
    showMap();
    thread->start();
}

void MapDialog::pictureRead(const QString& name, store::Result<std::shared_ptr<const MapPicture>> picture) {
    if (m_reading != nullptr) {
        m_reading->wait(); // it has posted its result: only its last instructions are left
    }
    m_reading = nullptr;
    if (!picture) {
        m_message->setText(picture.error().message + tr(". The map is unchanged."));
        showMap();
        Q_EMIT fileRead(false);
        return;
    }
    m_message->setText(tr("%1 read.").arg(name));
    setMap({std::move(picture).value(), m_map.squarePixels, m_map.offsetX, m_map.offsetY});
    Q_EMIT fileRead(true);
}

void MapDialog::accept() {
    if (busy()) {
        return;
    }
    if (!m_saver || m_map == m_original) {
        Q_EMIT kept(m_map);
        QDialog::accept();
        return;
    }
    m_saving = true;
    m_message->setText(tr("Saving the map…"));
    showMap();
    m_saver(m_original, m_map, [self = QPointer<MapDialog>(this)](const store::Status& saved) {
        if (self.isNull()) {
            return;
        }
        self->m_saving = false;
        if (!saved) {
            self->m_message->setText(
                tr("The map was not saved (the campaign file keeps the previous one): %1").arg(saved.error().message));
            self->showMap();
            return;
        }
        Q_EMIT self->kept(self->m_map);
        self->QDialog::accept();
    });
}

void MapDialog::reject() {
    if (m_saving) {
        return; // the write is under way: its outcome decides
    }
    if (m_map != m_original) {
        m_map = m_original;
        Q_EMIT previewed(m_map);
    }
    QDialog::reject();
}

} // namespace scouter::ui
